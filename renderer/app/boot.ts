import { decodePlaylist } from '../../protocol/playlist';
import { i18next } from '../i18n';
import type { Session } from '../net';
import { refusalSection } from '../rules/links';
import { takeHandOver } from '../showcase/renewal';
import { translateError } from '../ui/errors';
import { useApp } from './store';

/** Wire a session into the app store: every host message bumps `tick`; refusals of moves become toasts. */
export function startSession(session: Session): void {
  const prev = useApp.getState().session;
  if (prev && prev !== session) prev.close();
  useApp.setState({ session, tick: useApp.getState().tick + 1 });
  session.events.on((e) => {
    useApp.setState((s) => ({ tick: s.tick + 1 }));
    if (e.kind === 'error') {
      const m = e.msg;
      // Replies to requests are shown by whoever asked; refused moves and unsolicited errors are toasts.
      // A refused intent links the rules section that explains its action (renderer/rules/content/<game>/links.json).
      const section = e.intent ? refusalSection(e.intent.game, e.intent.action.type) : null;
      const rule = e.intent && section ? { game: e.intent.game, section } : undefined;
      if (!m.ref || m.ref.startsWith('i')) useApp.getState().toast(translateError(i18next.t.bind(i18next), m.code, m.message, m.details), 'error', rule);
    }
    // A waiting game this client set up expired on the host: say so wherever the player is (its lobby says more).
    if (e.kind === 'left' && e.msg.reason === 'expired') {
      const code = session.feeds.get(e.match)?.code ?? '';
      useApp.getState().toast(i18next.t('lobby.toastExpired', { code }), 'info');
    }
  });
  const params = new URLSearchParams(typeof location !== 'undefined' ? location.search : '');
  const code = params.get('join');
  if (code && /^[A-Za-z0-9]{4,8}$/.test(code)) useApp.getState().go({ name: 'join', code: code.toUpperCase() });
  // `?rules=<game>` or `?rules=<game>/<section>`: a deep link into the rules reference.
  const [rulesGame, rulesSection] = (params.get('rules') ?? '').split('/');
  if (rulesGame) useApp.getState().openRules({ game: rulesGame, ...(rulesSection ? { section: rulesSection } : {}) });
  // A kiosk page renewed between games goes on with its showcase, whatever its address says.
  const handOver = takeHandOver();
  const showcase = params.get('showcase');
  if (handOver) useApp.getState().go({ name: 'showcase', playlist: handOver.playlist, resume: handOver.resume });
  else if (showcase) openShowcase(showcase);
}

/** `?showcase=watch`: a phone following the showcase; `?showcase=1`: the kiosk with the settings' playlist; else an encoded playlist. */
function openShowcase(param: string): void {
  const app = useApp.getState();
  if (param === 'watch') return app.go({ name: 'showcase-watch' });
  if (param === '1') return app.go({ name: 'showcase' });
  const r = decodePlaylist(param);
  if (!r.ok) return app.toast(i18next.t('showcase.invalid', { error: r.error }));
  app.go({ name: 'showcase', playlist: r.playlist });
}
