/**
 * Small procedural sounds with WebAudio (no sound files, nothing downloaded): card slides, the flood, locusts,
 * harvest ticks, a shuffle, the "your turn" chime.
 */
export type Sfx = 'card' | 'flood' | 'locust' | 'harvest' | 'shuffle' | 'turn' | 'coin' | 'error' | 'click';

let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof AudioContext === 'undefined') return null;
  if (!ctx) {
    try {
      ctx = new AudioContext();
    } catch {
      return null;
    }
  }
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  return ctx;
}

function noise(a: AudioContext, seconds: number): AudioBuffer {
  const b = a.createBuffer(1, Math.max(1, Math.floor(a.sampleRate * seconds)), a.sampleRate);
  const d = b.getChannelData(0);
  for (let i = 0; i < d.length; i++) d[i] = Math.random() * 2 - 1;
  return b;
}

function burst(a: AudioContext, out: AudioNode, at: number, dur: number, freq: number, q: number, gain: number, type: BiquadFilterType = 'bandpass'): void {
  const src = a.createBufferSource();
  src.buffer = noise(a, dur);
  const f = a.createBiquadFilter();
  f.type = type;
  f.frequency.value = freq;
  f.Q.value = q;
  const g = a.createGain();
  g.gain.setValueAtTime(gain, at);
  g.gain.exponentialRampToValueAtTime(0.0001, at + dur);
  src.connect(f).connect(g).connect(out);
  src.start(at);
  src.stop(at + dur);
}

function tone(a: AudioContext, out: AudioNode, at: number, dur: number, freq: number, gain: number, type: OscillatorType = 'sine'): void {
  const o = a.createOscillator();
  o.type = type;
  o.frequency.value = freq;
  const g = a.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(gain, at + 0.01);
  g.gain.exponentialRampToValueAtTime(0.0001, at + dur);
  o.connect(g).connect(out);
  o.start(at);
  o.stop(at + dur + 0.02);
}

export function playSfx(kind: Sfx, volume: number): void {
  if (volume <= 0) return;
  const a = audio();
  if (!a) return;
  const out = a.createGain();
  out.gain.value = volume;
  out.connect(a.destination);
  const t = a.currentTime + 0.01;
  switch (kind) {
    case 'card':
      burst(a, out, t, 0.09, 2400, 0.8, 0.35);
      break;
    case 'click':
      burst(a, out, t, 0.03, 3200, 1.5, 0.2);
      break;
    case 'flood':
      burst(a, out, t, 0.9, 500, 0.6, 0.35, 'lowpass');
      burst(a, out, t + 0.1, 0.6, 1200, 0.5, 0.12);
      break;
    case 'locust':
      for (let i = 0; i < 6; i++) tone(a, out, t + i * 0.05, 0.5, 180 + i * 23, 0.05, 'sawtooth');
      burst(a, out, t, 0.8, 3000, 4, 0.1);
      break;
    case 'harvest':
      tone(a, out, t, 0.12, 660, 0.12, 'triangle');
      break;
    case 'shuffle':
      for (let i = 0; i < 10; i++) burst(a, out, t + i * 0.045, 0.05, 2000 + (i % 3) * 300, 1, 0.25);
      break;
    case 'turn':
      tone(a, out, t, 0.35, 784, 0.12);
      tone(a, out, t + 0.12, 0.45, 1046, 0.1);
      break;
    case 'coin':
      tone(a, out, t, 0.15, 988, 0.1, 'triangle');
      tone(a, out, t + 0.08, 0.3, 1318, 0.09, 'triangle');
      break;
    case 'error':
      tone(a, out, t, 0.18, 220, 0.12, 'square');
      break;
  }
}
