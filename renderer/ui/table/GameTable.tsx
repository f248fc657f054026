import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../../engine/core/action';
import type { GameActions, GameEvents } from '../../../engine/games';
import { useLatest } from '../../app/hooks';
import { PROBES } from '../../app/probes';
import type { LogLine } from '../../scenes/common/animation/EventAnimator';
import { DecisionStamp, useKeyCancel } from '../../scenes/common/keyTargets';
import { StampDrawn } from '../../scenes/common/KeyTargetLayer';
import { actionKey, sameAction } from '../../scenes/common/emphasisTargets';
import type { SeatLabel } from '../../scenes/common/seatLabel';
import { wordAction } from '../actionWords';
import { translateError } from '../errors';
import { seatPaints } from '../game/seatPaints';
import { matchSetup } from './matchSetup';
import { HudLog, SeatName, TurnBanner, seatNamer, wordOnce, type LogLine as LogWords } from './hud';
import type { KitContext, KitTypes, TableKit, WhyNot } from './kit';
import { promptLine, turnWho, type TurnFacts } from './prompt';
import { useTableProbe } from './probe';
import { usePublishTurn } from './shown';
import { SavingNotice } from './SavingNotice';
import { TableFrame } from './TableFrame';
import { useEmphasisOffer } from './useEmphasisOffer';
import { pickStep, usePick } from './usePick';
import { usePhone } from './usePhone';
import { useSentIntent } from './useSentIntent';
import { useTableSource } from './tableSource';
import { useTable, useTableAnimator, type Table } from './useTable';
import { useWhyNot, type CheckAnswer } from './useWhyNot';
import { WhyNotAction, ruleOf } from './WhyNotAction';

/**
 * The one table screen of every game (the table kit, kit.ts): it follows the match's stream into the game's animator
 * and store, offers the seat's legal actions (held to a tutorial's or a hint's emphasis when it says `only`), runs
 * the game's pick model for each click, sends the action and withholds the choices until the host answers, says
 * the prompt and whose turn it is, lists the players in the game's colours, and lays the game's parts out in the
 * HUD's regions. The game only fills in its `TableKit`.
 */
export function GameTable<T extends KitTypes>({ kit, match }: { kit: TableKit<T>; match: string }) {
  const { t } = useTranslation();
  const [store] = useState(kit.createStore);
  const state = store();
  const { display, busy, log } = state;
  const table = useTable(kit.game, match, busy, { hideDuringHandoff: kit.hideDuringHandoff });
  const phone = usePhone();
  const model = kit.useModel({ table, store, display, phone });
  const latestModel = useLatest(model);
  const animator = useTableAnimator(table, () => kit.animator({ store, pacing: table.pacing, reveal: () => table.live.current.reveal, model: () => latestModel.current }), kit.start);

  const { emphasis, offer } = useEmphasisOffer(table.legal);
  const sent = useSentIntent(table);
  const view = table.myView;
  const choices = useMemo(() => (offer && !sent.waiting ? kit.choices(offer, table.legal ?? offer, view) : null), [kit, offer, table.legal, view, sent.waiting]);
  const picks = usePick(kit.picks, choices, table.mySnap?.seq, table.reveal);
  useKeyCancel(picks.cancel);
  useHudEscape(picks.cancel);
  const marks = emphasis && choices && display && kit.marks ? kit.marks(emphasis, choices, picks.pick, { display, reveal: table.reveal }) : null;
  const labels = useLabels(table, t);

  const send = (a: Action) => {
    if (table.reveal === null) return;
    table.click();
    sent.mark();
    table.act(a);
  };
  // The pick's action when the rules do not allow it: a click's attempt held back, or what the pick would make (NILE's
  // cards as a plant); the host says why not, and the table shows it where the player acts.
  const at = choices && display ? { choices, display, reveal: table.reveal } : null;
  const attempt = at ? (picks.tried ?? kit.picks.attempt?.(picks.pick, at) ?? null) : null;
  const why = useWhyNot(match, table.reveal, table.mySnap?.seq, attempt);
  const whyNot = why && why.answer?.ok !== true && attempt ? whyNotOf(kit, table, t, attempt, why.answer) : null;
  // A held attempt the host takes after all (the legal list words it otherwise, e.g. without an optional field): it
  // is what the player clicked, so it is sent (not while a tutorial's step offers only its own moves).
  const takes = !!why?.answer?.ok && picks.tried !== null && !emphasis?.only;
  useEffect(() => {
    if (takes && picks.tried) send(picks.tried);
    // Once per answer: `send` and the attempt are new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [takes]);
  const ctx: KitContext<T> | null = display && {
    table,
    store,
    state,
    display,
    model,
    choices,
    pick: picks.pick,
    whyNot,
    marks,
    labels,
    phone,
    send,
    cancel: picks.cancel,
    input: (i) => {
      const step = pickStep(kit.picks, picks.pick, i, { choices, display, reveal: table.reveal });
      if (!step) return;
      if ('send' in step) {
        // Only an offered action is sent: an attempt the rules do not allow is held, and the table says why not; a
        // legal one a tutorial's step holds back (it offers only its own moves) is not taken.
        if (offer?.some((a) => sameAction(a, step.send))) send(step.send);
        else if (!table.legal?.some((a) => sameAction(a, step.send))) picks.hold(step.send);
      } else {
        table.click();
        picks.set(step.pick);
      }
    },
  };
  // Each log entry is worded once while what its words read stays the same (kit.ts `logLine`), not the whole log
  // again at every render of the HUD (a long game keeps 400 lines, and a move renders the HUD several times).
  const namesKey = table.names.join('\n');
  const logWords = useMemo(
    () => ctx && wordOnce((l: LogLine<GameEvents[T['game']]>) => kit.hud.logLine(t, l, seatNamer(t, table.names), ctx)),
    // What `logLine` may read (kit.ts): the language, the names, the seat shown and the display.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kit, t, namesKey, table.reveal, display],
  );
  const stamp = `${table.mySnap?.seq ?? -1}:${table.reveal ?? ''}:${table.handoff ? 1 : 0}:${choices ? 1 : 0}:${JSON.stringify(picks.pick)}:${picks.tried ? actionKey(picks.tried) : ''}`;
  useTableProbe({
    game: kit.game,
    match,
    reveal: table.reveal,
    busy,
    handoff: table.handoff,
    over: !!display?.over && !busy,
    seq: animator.seq,
    myTurn: !!choices,
    stamp,
    facts: PROBES && ctx && kit.facts ? kit.facts(ctx) : {},
  });

  // The round and whose turn, as drawn now (the showcase's header follows them).
  usePublishTurn(match, display ? { round: kit.round(display), seat: display.over ? null : kit.acting(display) } : null);

  const ready = kit.ready?.(model) ?? true;
  // A replay (or another read-only source) plays recorded moves: nobody is waited for.
  const replayed = useTableSource() !== null;
  return (
    <TableFrame
      table={table}
      animator={animator}
      display={display}
      loaded={ready}
      label={t(kit.label)}
      handRoom={ctx && kit.handRoom ? kit.handRoom(ctx) : 0}
      players={kit.players}
      scene={(look) =>
        ctx && (
          <DecisionStamp.Provider value={stamp}>
            <kit.Board {...ctx} {...look} />
            <StampDrawn />
          </DecisionStamp.Provider>
        )
      }
      hud={ctx && logWords ? hudRegions(kit, ctx, { entries: log, words: logWords }, t, replayed) : {}}
      overlay={ctx && kit.hud.Overlay && <kit.hud.Overlay {...ctx} />}
    />
  );
}

/** The pick that cannot be played, worded by the game, with the host's reason in the player's language (null: asked). */
function whyNotOf<T extends KitTypes>(kit: TableKit<T>, table: Table<T['game']>, t: TFunction, action: GameActions[T['game']], answer: CheckAnswer | null): WhyNot<T> {
  const reason = answer && !answer.ok ? translateError(t, answer.code, answer.message, answer.details) : null;
  return { action, words: attemptWords(kit, table, t, action), reason, rule: ruleOf(kit.game, action.type) };
}

/** An attempt in the game's words; one the game cannot word (it is not a legal move, after all) is "This move". */
function attemptWords<T extends KitTypes>(kit: TableKit<T>, table: Table<T['game']>, t: TFunction, action: GameActions[T['game']]): string {
  const view = table.myView;
  if (!view || table.reveal === null) return t('table.whyNotMove');
  try {
    return wordAction(t, kit.game, view, table.reveal, action);
  } catch {
    return t('table.whyNotMove');
  }
}

/** The name plates' labels: each seat's name, its first colour and mark in the game's palette, and a bot's tag. */
function useLabels<G extends KitTypes['game']>(table: Table<G>, t: TFunction): SeatLabel[] {
  const seats = table.feed?.summary?.seats;
  const setup = matchSetup(table);
  const bot = t('lobby.bot');
  return table.names.map((name, i) => ({ name, paint: seatPaints(setup, i)[0], tag: seats?.[i]?.botPlaying ? bot : '' }));
}

interface WordedLog<T extends KitTypes> {
  entries: readonly LogLine<GameEvents[T['game']]>[];
  words: (entry: LogLine<GameEvents[T['game']]>) => LogWords | null;
}

function hudRegions<T extends KitTypes>(kit: TableKit<T>, ctx: KitContext<T>, log: WordedLog<T>, t: TFunction, replayed: boolean) {
  const { table, display } = ctx;
  const name = seatNamer(t, table.names);
  const presence = table.feed?.summary?.seats;
  const setup = matchSetup(table);
  const paints = (seat: number) => seatPaints(setup, seat);
  const acting = kit.acting(display);
  const facts: TurnFacts = { over: display.over, handingOff: table.handoff, mine: ctx.choices !== null, acting, reveal: table.reveal, replayed, name, bot: (s) => !!presence?.[s]?.botPlaying };
  const { waiting, over } = kit.prompt;
  const prompt = promptLine(t, facts, { mine: () => kit.prompt.mine(t, ctx), waiting: waiting && (() => waiting(t, ctx)), over: over && (() => over(t, ctx)) });
  const help = !display.over && ctx.choices ? (kit.prompt.help?.(t, ctx) ?? '') : '';
  const H = kit.hud;
  return {
    status: (
      <>
        <div className="hud-box" data-testid="turn-box">
          <TurnBanner paints={acting === null || display.over ? [] : paints(acting)} who={kit.who?.(t, ctx) ?? turnWho(t, facts)} note={kit.turnNote(t, display)} />
          {H.Status && <H.Status {...ctx} />}
        </div>
        {H.StatusBoxes && <H.StatusBoxes {...ctx} />}
      </>
    ),
    players: (
      <div className="players-panel" aria-label={t('table.players')}>
        {Array.from({ length: table.players }, (_, seat) => (
          <div key={seat} className={`player ${seat === acting && !display.over ? 'active' : ''}`} data-testid={`player-${seat}`}>
            <SeatName paints={paints(seat)} name={name(seat)} you={seat === table.reveal} bot={!!presence?.[seat]?.botPlaying} away={presence?.[seat]?.state === 'away'} />
            {H.SeatFacts && <H.SeatFacts {...ctx} seat={seat} />}
          </div>
        ))}
      </div>
    ),
    log: <HudLog entries={log.entries} line={log.words} divider={H.log?.divider} alert={H.log?.alert} limit={H.log?.limit} />,
    prompt: prompt && (
      <div className="prompt says-names" data-testid="prompt">
        {prompt}
        {help && <div className="muted small">{help}</div>}
      </div>
    ),
    actions: ctx.choices && !table.handoff && (
      <>
        {ctx.whyNot && !H.placesWhyNot && (
          <div className="actions why-not-row">
            <WhyNotAction whyNot={ctx.whyNot} />
          </div>
        )}
        <H.Actions {...ctx} />
      </>
    ),
    notice: (
      <>
        <SavingNotice unsaved={table.feed?.unsaved ?? null} />
        {H.Notice && <H.Notice {...ctx} />}
      </>
    ),
    panel: H.Aside && <H.Aside {...ctx} />,
  };
}

/** A game's table screen from its kit (what a game's `GameUi.table` loads). */
export function kitScreen<T extends KitTypes>(kit: TableKit<T>) {
  return function KitTableScreen({ match }: { match: string }) {
    return <GameTable kit={kit} match={match} />;
  };
}

/**
 * Esc from the HUD (the focus on an action, a held move's disabled button, the prompt) lets a half-made pick go, as
 * it does on the stage (keyTargets): a keyboard player whose focus left the stage need not go back to it to cancel.
 * Not from a dialog or a menu over the table: Esc closes those.
 */
function useHudEscape(cancel: () => void): void {
  const latest = useLatest(cancel);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      const at = document.activeElement;
      if (at instanceof HTMLElement && at.closest('.table-hud') && !at.closest('[role="dialog"], [role="menu"]')) latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [latest]);
}
