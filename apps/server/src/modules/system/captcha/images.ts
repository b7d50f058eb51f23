/**
 * Procedural image generator for the AJ-Captcha "blockPuzzle" slider.
 *
 * - Background: 310×155 PNG, a randomly generated scene (landscape with sky, sun, clouds,
 *   hills/mountains, trees or sea; or an abstract wallpaper with soft bokeh and waves),
 *   with a jigsaw-shaped hole shown as a darkened region with a light outline.
 * - Piece: 47×155 PNG, transparent except the jigsaw piece (pixels copied from the clean
 *   background, with a bevel and a thin light border) drawn at the same top as the hole.
 *
 * The client only moves the piece horizontally, so the expected point is {x, y: 5}
 * where x is the piece's left edge in the 310-px coordinate system.
 *
 * Pixel loops index typed arrays within their bounds by construction; those reads carry `!` (no run-time cost)
 * rather than checks in the innermost loops.
 *
 * Pure JS (pngjs only); every random decision goes through one `random()` source so that
 * a seeded generator yields byte-identical output.
 */
import { randomBytes } from 'node:crypto';
import type { PNG } from 'pngjs';
import { lazyRequire } from '../../../platform/lazy-module';
import { mulberry32 } from '../../../platform/prng';

const pngjs = lazyRequire<{ PNG: typeof PNG }>('pngjs');

export const CAPTCHA_WIDTH = 310;
export const CAPTCHA_HEIGHT = 155;
/** Width (and height of the bounding box) of the jigsaw piece; also the piece image width. */
export const PIECE_SIZE = 47;
/** Protocol constant: the piece image is full-height, so the expected y is always 5. */
export const CAPTCHA_Y = 5;
export const PIECE_X_MIN = 70;
export const PIECE_X_MAX = CAPTCHA_WIDTH - PIECE_SIZE - 10; // 253
export const PIECE_TOP_MIN = 10;
export const PIECE_TOP_MAX = CAPTCHA_HEIGHT - PIECE_SIZE - 10; // 98

export type RandomFn = () => number;

export interface BlockPuzzle {
  /** bare base64 PNG, 310×155 */
  backgroundBase64: string;
  /** bare base64 PNG, 47×155 */
  pieceBase64: string;
  /** left edge of the piece (integer, 310-px coordinate system) */
  x: number;
  /** always 5 */
  y: number;
}

export interface PuzzleShape {
  /**
   * Signed distance (px) from a point in piece-local coordinates (0..47, pixel centres at
   * i + 0.5) to the piece outline; negative inside. Pixels with distance >= 0.5 are fully
   * transparent in the piece image, pixels with distance <= -0.5 are fully opaque.
   */
  distance: (px: number, py: number) => number;
}

export interface BlockPuzzleDetailed extends BlockPuzzle {
  /** top edge of the piece's 47×47 bounding box, in both images */
  top: number;
  shape: PuzzleShape;
}


export function generateBlockPuzzle(random?: RandomFn): BlockPuzzle {
  const { backgroundBase64, pieceBase64, x, y } = generateBlockPuzzleDetailed(random);
  return { backgroundBase64, pieceBase64, x, y };
}

/**
 * Optional: call once at server start (takes ~0.3-0.5 s). The first ~10 generations run before
 * V8 has optimised the per-pixel loops and take 40-110 ms each instead of ~9 ms.
 */
export function warmUpBlockPuzzle(iterations = 12): void {
  const rnd = mulberry32(1);
  for (let i = 0; i < iterations; i++) generateBlockPuzzleDetailed(rnd);
}

export function generateBlockPuzzleDetailed(random?: RandomFn): BlockPuzzleDetailed {
  const rnd = random ?? mulberry32(randomBytes(4).readUInt32LE(0));
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const P = PIECE_SIZE;

  // 1. scene
  const canvas = newCanvas(W * H);
  if (rnd() < 0.7) paintLandscape(canvas, rnd);
  else paintAbstract(canvas, rnd);
  const clean = finish(canvas, rnd); // RGB bytes (3 per pixel), grain + vignette applied

  // 2. placement and shape
  const x = randInt(rnd, PIECE_X_MIN, PIECE_X_MAX);
  const top = randInt(rnd, PIECE_TOP_MIN, PIECE_TOP_MAX);
  const shape = makeShape(rnd);

  // distance grids at pixel centres: the shape itself and copies shifted up-left / down-right
  const n = P * P;
  const dist = new Float32Array(n);
  const distUL = new Float32Array(n); // sampled at p - (1.6, 1.6): > 0 near top-left edges
  const distDR = new Float32Array(n); // sampled at p + (1.6, 1.6): > 0 near bottom-right edges
  for (let j = 0; j < P; j++) {
    for (let i = 0; i < P; i++) {
      const k = j * P + i;
      dist[k] = shape.distance(i + 0.5, j + 0.5);
      distUL[k] = shape.distance(i + 0.5 - 1.6, j + 0.5 - 1.6);
      distDR[k] = shape.distance(i + 0.5 + 1.6, j + 0.5 + 1.6);
    }
  }

  // 3. piece image (47 × 155), copied from the clean background
  const piece = Buffer.alloc(P * H * 4); // all transparent
  for (let j = 0; j < P; j++) {
    for (let i = 0; i < P; i++) {
      const k = j * P + i;
      const d = dist[k]!;
      const cov = clamp01(0.5 - d);
      if (cov <= 0) continue;
      const src = ((top + j) * W + (x + i)) * 3;
      let r = clean[src]!;
      let g = clean[src + 1]!;
      let b = clean[src + 2]!;
      // bevel: light on the top-left rim, shadow on the bottom-right rim
      const hl = smoothstep(-1.5, 1.5, distUL[k]!) * 0.45;
      const sh = smoothstep(-1.5, 1.5, distDR[k]!) * 0.38;
      r += (255 - r) * hl;
      g += (255 - g) * hl;
      b += (255 - b) * hl;
      r *= 1 - sh;
      g *= 1 - sh;
      b *= 1 - sh;
      // thin light border hugging the outline
      const bw = clamp01(1 - Math.abs(d + 0.8) / 1.1) * 0.92;
      r += (255 - r) * bw;
      g += (255 - g) * bw;
      b += (255 - b) * bw;
      const dst = ((top + j) * P + i) * 4;
      piece[dst] = r + 0.5;
      piece[dst + 1] = g + 0.5;
      piece[dst + 2] = b + 0.5;
      piece[dst + 3] = cov >= 1 ? 255 : Math.round(cov * 255);
    }
  }

  // 4. hole in the background: darkened translucent region, inner shadow, light outline
  const bg = clean; // modified in place from here on
  for (let j = 0; j < P; j++) {
    for (let i = 0; i < P; i++) {
      const k = j * P + i;
      const d = dist[k]!;
      if (d > 1.5) continue;
      const cov = clamp01(0.5 - d);
      const o = ((top + j) * W + (x + i)) * 3;
      let r = bg[o]!;
      let g = bg[o + 1]!;
      let b = bg[o + 2]!;
      // darken (hole depth): stronger along the top-left inner rim, as if in shadow
      const dark = cov * (0.5 + 0.2 * smoothstep(-2.5, 1, distUL[k]!));
      r *= 1 - dark;
      g *= 1 - dark;
      b *= 1 - dark;
      // light outline, drawn on the inside of the outline and fading out by d = 0.5
      const ow = clamp01(1 - Math.abs(d + 0.6) / 1.1) * 0.85 * clamp01((1.5 - d) / 1.0);
      r += (255 - r) * ow;
      g += (255 - g) * ow;
      b += (255 - b) * ow;
      bg[o] = r + 0.5;
      bg[o + 1] = g + 0.5;
      bg[o + 2] = b + 0.5;
    }
  }

  return {
    backgroundBase64: encodePng(bg, W, H, 2),
    pieceBase64: encodePng(piece, P, H, 6),
    x,
    y: CAPTCHA_Y,
    top,
    shape,
  };
}

// ---------------------------------------------------------------------------------------------
// PNG encoding

/** `data` is RGB (colorType 2) or RGBA (colorType 6); same in and out so pngjs skips conversion. */
function encodePng(data: Buffer, width: number, height: number, colorType: 2 | 6): string {
  const { PNG } = pngjs();
  const png = new PNG({ width, height, colorType, inputColorType: colorType, inputHasAlpha: colorType === 6 });
  png.data = data;
  const out = PNG.sync.write(png, {
    colorType,
    inputColorType: colorType,
    inputHasAlpha: colorType === 6,
    // Measured on these images: level 6 costs ~16 ms per background for ~7 % smaller output;
    // level 1 + the Sub filter takes ~5 ms. pngjs' default ("auto" filter, level 9) is far slower.
    deflateLevel: 1,
    deflateStrategy: 0,
    filterType: 1,
  });
  return out.toString('base64');
}

// ---------------------------------------------------------------------------------------------
// jigsaw shape (signed distance field)

type Side = 'out' | 'in' | 'flat';

const KNOB_R = 6.2;
const KNOB_OFF = 2.9; // knob centre distance beyond (out) / inside (in) the edge
const KNOB_PROTRUSION = KNOB_R + KNOB_OFF; // 9.1
const BODY = 35;
const CORNER_R = 2.5;
const SMOOTH_K = 3.2;

function makeShape(rnd: RandomFn): PuzzleShape {
  // exactly one horizontal and one vertical knob sticks out, so the bounding box is
  // BODY + KNOB_PROTRUSION (= 44.1) in both directions and fits the 47×47 box with margins
  const rightOut = rnd() < 0.5;
  const bottomOut = rnd() < 0.5;
  const pickInner = (): Side => (rnd() < 0.7 ? 'in' : 'flat');
  const top: Side = bottomOut ? pickInner() : 'out';
  const bottom: Side = bottomOut ? 'out' : pickInner();
  const left: Side = rightOut ? pickInner() : 'out';
  const right: Side = rightOut ? 'out' : pickInner();

  const margin = (PIECE_SIZE - BODY - KNOB_PROTRUSION) / 2;
  const x0 = margin + (left === 'out' ? KNOB_PROTRUSION : 0);
  const y0 = margin + (top === 'out' ? KNOB_PROTRUSION : 0);
  const half = BODY / 2;
  const cx = x0 + half;
  const cy = y0 + half;
  const jitter = () => (rnd() - 0.5) * 4; // knob position along its edge

  interface Knob {
    x: number;
    y: number;
    out: boolean;
  }
  const knobs: Knob[] = [];
  const add = (side: Side, nx: number, ny: number) => {
    if (side === 'flat') return;
    const out = side === 'out';
    const along = jitter();
    const off = out ? half + KNOB_OFF : half - KNOB_OFF;
    // tangent is (ny, nx) rotated; for axis-aligned normals that is just the other axis
    knobs.push({ x: cx + nx * off + (nx === 0 ? along : 0), y: cy + ny * off + (ny === 0 ? along : 0), out });
  };
  add(top, 0, -1);
  add(right, 1, 0);
  add(bottom, 0, 1);
  add(left, -1, 0);

  const hb = half - CORNER_R;
  return {
    distance(px: number, py: number): number {
      // rounded box
      const qx = Math.abs(px - cx) - hb;
      const qy = Math.abs(py - cy) - hb;
      const mx = qx > 0 ? qx : 0;
      const my = qy > 0 ? qy : 0;
      let d = Math.sqrt(mx * mx + my * my) + Math.min(Math.max(qx, qy), 0) - CORNER_R;
      for (const kn of knobs) {
        const dx = px - kn.x;
        const dy = py - kn.y;
        const dc = Math.sqrt(dx * dx + dy * dy) - KNOB_R;
        d = kn.out ? smin(d, dc, SMOOTH_K) : -smin(-d, dc, SMOOTH_K);
      }
      return d;
    },
  };
}

function smin(a: number, b: number, k: number): number {
  const h = Math.max(k - Math.abs(a - b), 0) / k;
  return Math.min(a, b) - h * h * k * 0.25;
}

// ---------------------------------------------------------------------------------------------
// painting helpers

interface Canvas {
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
}
type RGB = [number, number, number];

function newCanvas(n: number): Canvas {
  return { r: new Float32Array(n), g: new Float32Array(n), b: new Float32Array(n) };
}

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}
function smoothstep(e0: number, e1: number, v: number): number {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
}
function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}
function mix(a: RGB, b: RGB, t: number): RGB {
  return [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
}
function scale(c: RGB, f: number): RGB {
  return [c[0] * f, c[1] * f, c[2] * f];
}
function randInt(rnd: RandomFn, lo: number, hi: number): number {
  return lo + Math.floor(rnd() * (hi - lo + 1));
}
function range(rnd: RandomFn, lo: number, hi: number): number {
  return lo + rnd() * (hi - lo);
}
function pick<T>(rnd: RandomFn, items: readonly T[]): T {
  const item = items[Math.floor(rnd() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** h in degrees, s and l in 0..1 → RGB 0..255 */
function hsl(h: number, s: number, l: number): RGB {
  h = (((h % 360) + 360) % 360) / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const ch = (t: number) => {
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [ch(h + 1 / 3) * 255, ch(h) * 255, ch(h - 1 / 3) * 255];
}

function blend(c: Canvas, i: number, col: RGB, a: number): void {
  c.r[i]! += (col[0] - c.r[i]!) * a;
  c.g[i]! += (col[1] - c.g[i]!) * a;
  c.b[i]! += (col[2] - c.b[i]!) * a;
}

/** smooth 1-D value noise, `cells` lattice cells across `n` samples, result ~[-1, 1] */
function noise1D(rnd: RandomFn, n: number, cells: number, octaves: number, persistence: number): Float32Array {
  const out = new Float32Array(n);
  let amp = 1;
  let total = 0;
  for (let o = 0; o < octaves; o++) {
    const c = cells << o;
    const lat = new Float32Array(c + 2);
    for (let k = 0; k < lat.length; k++) lat[k] = rnd() * 2 - 1;
    const shift = rnd();
    for (let x = 0; x < n; x++) {
      const t = (x / n) * c + shift;
      const i = Math.floor(t);
      const f = t - i;
      const s = f * f * (3 - 2 * f);
      out[x]! += lerp(lat[i]!, lat[i + 1]!, s) * amp;
    }
    total += amp;
    amp *= persistence;
  }
  for (let x = 0; x < n; x++) out[x]! /= total;
  return out;
}

function softEllipse(c: Canvas, cx: number, cy: number, rx: number, ry: number, col: RGB, alpha: number, hardness = 0.55): void {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const x0 = Math.max(0, Math.floor(cx - rx));
  const x1 = Math.min(W - 1, Math.ceil(cx + rx));
  const y0 = Math.max(0, Math.floor(cy - ry));
  const y1 = Math.min(H - 1, Math.ceil(cy + ry));
  for (let y = y0; y <= y1; y++) {
    const dy = (y + 0.5 - cy) / ry;
    for (let x = x0; x <= x1; x++) {
      const dx = (x + 0.5 - cx) / rx;
      const dd = Math.sqrt(dx * dx + dy * dy);
      if (dd >= 1) continue;
      blend(c, y * W + x, col, alpha * (1 - smoothstep(hardness, 1, dd)));
    }
  }
}

function verticalGradient(c: Canvas, top: RGB, bottom: RGB, y0: number, y1: number, gamma = 1): void {
  const W = CAPTCHA_WIDTH;
  for (let y = Math.max(0, y0); y < Math.min(CAPTCHA_HEIGHT, y1); y++) {
    const t = Math.pow(clamp01((y - y0) / Math.max(1, y1 - y0 - 1)), gamma);
    const col = mix(top, bottom, t);
    const o = y * W;
    c.r.fill(col[0], o, o + W);
    c.g.fill(col[1], o, o + W);
    c.b.fill(col[2], o, o + W);
  }
}

// ---------------------------------------------------------------------------------------------
// scene: landscape

interface Palette {
  skyTop: RGB;
  skyHorizon: RGB;
  sun: RGB;
  cloud: RGB;
  /** near-layer hill colour for layer index t (0 = far, 1 = near) */
  hill: (t: number) => RGB;
  sea: [RGB, RGB];
  snow: boolean;
}

const PALETTES: ReadonlyArray<(rnd: RandomFn) => Palette> = [
  // bright day, green hills
  (rnd) => {
    const h = range(rnd, 200, 218);
    const gh = range(rnd, 85, 135);
    return {
      skyTop: hsl(h, 0.62, 0.5),
      skyHorizon: hsl(h - 12, 0.55, 0.86),
      sun: [255, 252, 230],
      cloud: [255, 255, 255],
      hill: (t) => hsl(gh + t * 12, 0.42 + t * 0.1, 0.5 - t * 0.2),
      sea: [hsl(h, 0.5, 0.6), hsl(h + 5, 0.6, 0.32)],
      snow: true,
    };
  },
  // sunset: violet sky to warm orange horizon, purple silhouettes
  (rnd) => {
    const h = range(rnd, 255, 285);
    const wh = range(rnd, 15, 38);
    return {
      skyTop: hsl(h, 0.42, 0.32),
      skyHorizon: hsl(wh, 0.9, 0.68),
      sun: hsl(wh + 15, 1, 0.85),
      cloud: hsl(wh - 5, 0.85, 0.78),
      hill: (t) => hsl(h + 10 - t * 15, 0.3, 0.42 - t * 0.26),
      sea: [hsl(wh, 0.55, 0.55), hsl(h, 0.35, 0.22)],
      snow: false,
    };
  },
  // pastel dawn: pale teal to pink, blue-teal hills
  (rnd) => {
    const h = range(rnd, 180, 200);
    const ph = range(rnd, 330, 355);
    return {
      skyTop: hsl(h, 0.45, 0.7),
      skyHorizon: hsl(ph, 0.75, 0.87),
      sun: [255, 246, 235],
      cloud: [255, 250, 250],
      hill: (t) => hsl(h + 20 + t * 10, 0.3 + t * 0.1, 0.62 - t * 0.28),
      sea: [hsl(ph, 0.4, 0.78), hsl(h + 10, 0.4, 0.45)],
      snow: true,
    };
  },
  // autumn: clear sky, ochre / rust hills
  (rnd) => {
    const h = range(rnd, 195, 210);
    const ah = range(rnd, 18, 42);
    return {
      skyTop: hsl(h, 0.55, 0.58),
      skyHorizon: hsl(h + 10, 0.45, 0.88),
      sun: [255, 248, 220],
      cloud: [255, 255, 255],
      hill: (t) => hsl(ah + t * 8, 0.5 + t * 0.1, 0.55 - t * 0.22),
      sea: [hsl(h, 0.45, 0.62), hsl(h + 10, 0.5, 0.35)],
      snow: false,
    };
  },
  // dusk teal: deep blue-teal night-ish, moon
  (rnd) => {
    const h = range(rnd, 195, 215);
    return {
      skyTop: hsl(h + 15, 0.55, 0.2),
      skyHorizon: hsl(h - 20, 0.45, 0.58),
      sun: [250, 250, 235],
      cloud: hsl(h - 10, 0.3, 0.72),
      hill: (t) => hsl(h + 5, 0.35, 0.36 - t * 0.2),
      sea: [hsl(h - 15, 0.4, 0.45), hsl(h + 10, 0.5, 0.16)],
      snow: false,
    };
  },
  // golden meadow: warm hazy sky, yellow-green fields
  (rnd) => {
    const gh = range(rnd, 60, 95);
    return {
      skyTop: hsl(range(rnd, 195, 205), 0.5, 0.62),
      skyHorizon: hsl(45, 0.8, 0.85),
      sun: [255, 245, 200],
      cloud: [255, 253, 245],
      hill: (t) => hsl(gh + t * 25, 0.45 + t * 0.1, 0.55 - t * 0.22),
      sea: [hsl(200, 0.45, 0.62), hsl(205, 0.5, 0.35)],
      snow: false,
    };
  },
];

function paintLandscape(c: Canvas, rnd: RandomFn): void {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const pal = pick(rnd, PALETTES)(rnd);
  const horizon = Math.round(range(rnd, 0.48, 0.64) * H);

  // sky
  verticalGradient(c, pal.skyTop, pal.skyHorizon, 0, horizon + 30, 0.9);

  // sun / moon with glow
  const sx = range(rnd, 25, W - 25);
  const sy = range(rnd, 14, horizon - 18);
  const sr = range(rnd, 7, 14);
  const glowR = range(rnd, 35, 70);
  const glowA = range(rnd, 0.25, 0.5);
  const inv = 1 / (2 * glowR * glowR);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const dx = x + 0.5 - sx;
      const dy = y + 0.5 - sy;
      const d2 = dx * dx + dy * dy;
      const a = glowA * Math.exp(-d2 * inv);
      const i = y * W + x;
      const disc = clamp01(sr - Math.sqrt(d2) + 0.5);
      blend(c, i, pal.sun, Math.max(a, disc * 0.95));
    }
  }

  // clouds: clusters of soft ellipses
  const nClouds = randInt(rnd, 1, 5);
  for (let k = 0; k < nClouds; k++) {
    const cx = range(rnd, -10, W + 10);
    const cy = range(rnd, 12, horizon * 0.7);
    const w = range(rnd, 25, 70);
    const puffs = randInt(rnd, 3, 7);
    const alpha = range(rnd, 0.35, 0.75);
    for (let p = 0; p < puffs; p++) {
      const px = cx + (p / (puffs - 1) - 0.5) * w + range(rnd, -4, 4);
      const ry = range(rnd, 4, 9) * (1 - Math.abs(p / (puffs - 1) - 0.5));
      softEllipse(c, px, cy - ry * 0.4, range(rnd, 8, 16), ry + 3, pal.cloud, alpha * 0.7, 0.35);
    }
    // flat soft base
    softEllipse(c, cx, cy + 2, w * 0.6, 4, pal.cloud, alpha * 0.5, 0.2);
  }

  const withSea = rnd() < 0.3;
  const layers = withSea ? randInt(rnd, 1, 2) : randInt(rnd, 3, 4);
  const mountainFar = rnd() < 0.55;
  const treeLayer = !withSea && rnd() < 0.6 ? layers - 2 + randInt(rnd, 0, 1) : -1;

  for (let li = 0; li < layers; li++) {
    const t = layers === 1 ? 0 : li / (layers - 1);
    const isMountain = li === 0 && mountainFar;
    // colour: far layers fade into the horizon haze
    const base = pal.hill(withSea ? 0.3 * t : t);
    const col = mix(pal.skyHorizon, base, withSea ? 0.55 + 0.3 * t : 0.38 + 0.62 * t);
    let baseY: number;
    let amp: number;
    if (withSea) {
      baseY = horizon - range(rnd, 2, 8) - li * 4;
      amp = isMountain ? range(rnd, 14, 26) : range(rnd, 6, 14);
    } else {
      baseY = horizon + (li / layers) * (H - horizon) * 0.85 + range(rnd, -4, 4);
      amp = isMountain ? range(rnd, 22, 38) : range(rnd, 8, 18) * (1 - 0.3 * t);
    }
    const ridge = new Float32Array(W);
    if (isMountain) {
      // a range of overlapping sharp peaks, roughened with fine noise
      ridge.fill(baseY + amp * 0.15);
      const peaks = randInt(rnd, 3, 6);
      for (let p = 0; p < peaks; p++) {
        const px = range(rnd, -20, W + 20);
        const ph = amp * range(rnd, 0.45, 1);
        const sl = range(rnd, 0.45, 1.1);
        const sr2 = range(rnd, 0.45, 1.1);
        for (let x = 0; x < W; x++) {
          const v = baseY - ph + (x < px ? sl * (px - x) : sr2 * (x - px));
          if (v < ridge[x]!) ridge[x] = v;
        }
      }
      const detail = noise1D(rnd, W, 12, 3, 0.55);
      for (let x = 0; x < W; x++) ridge[x]! += detail[x]! * 4;
    } else {
      const n = noise1D(rnd, W, randInt(rnd, 1, 3), 3, 0.35);
      for (let x = 0; x < W; x++) ridge[x] = baseY - amp * n[x]! * 1.3;
    }
    const bottom = withSea ? horizon : H;
    const snowLine = isMountain && pal.snow && !withSea ? baseY - amp * 0.6 : -1;
    const shadeDepth = range(rnd, 30, 60);
    const light = mix(col, [255, 255, 255], 0.12);
    for (let x = 0; x < W; x++) {
      const ry = ridge[x]!;
      const y0 = Math.max(0, Math.floor(ry));
      // slope-based light: faces turned left are lit a little
      const slope = x > 0 ? ridge[x]! - ridge[x - 1]! : 0;
      const lit = clamp01(0.5 - slope * 0.25);
      for (let y = y0; y < bottom; y++) {
        const cov = clamp01(y + 1 - ry);
        const depth = y - ry;
        const f = 1 - 0.22 * clamp01(depth / shadeDepth);
        let r = col[0] * f;
        let g = col[1] * f;
        let b = col[2] * f;
        if (depth < 6) {
          // lit rim just below the ridge
          const m = lit * (1 - depth / 6) * 0.5;
          r += (light[0] - r) * m;
          g += (light[1] - g) * m;
          b += (light[2] - b) * m;
        }
        if (snowLine > 0 && ry < snowLine) {
          // snow caps on the highest parts, with a soft ragged lower edge
          const sd = (snowLine - ry) * 0.7 + Math.sin(x * 0.9 + y * 0.3) * 1.2 - depth;
          if (sd > 0) {
            const m = clamp01(sd / 2) * (0.55 + 0.35 * lit);
            r += (246 - r) * m;
            g += (248 - g) * m;
            b += (252 - b) * m;
          }
        }
        const i = y * W + x;
        c.r[i]! += (r - c.r[i]!) * cov;
        c.g[i]! += (g - c.g[i]!) * cov;
        c.b[i]! += (b - c.b[i]!) * cov;
      }
    }
    if (li === treeLayer) paintTrees(c, rnd, ridge, scale(col, 0.72));
  }

  if (withSea) paintSea(c, rnd, pal, horizon, sx, sr);
}

function paintTrees(c: Canvas, rnd: RandomFn, ridge: Float32Array, col: RGB): void {
  const W = CAPTCHA_WIDTH;
  const groups = randInt(rnd, 1, 3);
  for (let g = 0; g < groups; g++) {
    const gx = range(rnd, 10, W - 10);
    const count = randInt(rnd, 2, 7);
    for (let k = 0; k < count; k++) {
      const tx = gx + range(rnd, -22, 22);
      const xi = Math.max(0, Math.min(W - 1, Math.round(tx)));
      const h = range(rnd, 9, 22);
      const baseY = ridge[xi]! + 3;
      const tcol = scale(col, range(rnd, 0.85, 1.1));
      // three stacked tiers
      for (let tier = 0; tier < 3; tier++) {
        const tTop = baseY - h + (tier * h) / 4.2;
        const tBot = tTop + h * 0.55;
        const halfW = h * (0.2 + tier * 0.06);
        paintTriangle(c, tx, tTop, tBot, halfW, tcol);
      }
    }
  }
}

function paintTriangle(c: Canvas, cx: number, yTop: number, yBot: number, halfW: number, col: RGB): void {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const y0 = Math.max(0, Math.floor(yTop));
  const y1 = Math.min(H - 1, Math.ceil(yBot));
  for (let y = y0; y <= y1; y++) {
    const t = (y + 0.5 - yTop) / (yBot - yTop);
    if (t < 0 || t > 1) continue;
    const hw = halfW * t;
    const vcov = clamp01(Math.min(y + 1 - yTop, yBot - y));
    const x0 = Math.max(0, Math.floor(cx - hw - 1));
    const x1 = Math.min(W - 1, Math.ceil(cx + hw + 1));
    for (let x = x0; x <= x1; x++) {
      const cov = clamp01(hw - Math.abs(x + 0.5 - cx) + 0.5) * vcov;
      if (cov > 0) blend(c, y * W + x, col, cov);
    }
  }
}

function paintSea(c: Canvas, rnd: RandomFn, pal: Palette, horizon: number, sx: number, sr: number): void {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const [near, far] = [pal.sea[1], pal.sea[0]];
  const phase = rnd() * 10;
  const freq = range(rnd, 0.6, 1.1);
  for (let y = horizon; y < H; y++) {
    const t = (y - horizon) / (H - horizon);
    const base = mix(far, near, Math.pow(t, 0.7));
    const o = y * W;
    // reflection band under the sun, widening towards the viewer
    const bandW = sr * 1.2 + t * 30;
    for (let x = 0; x < W; x++) {
      const wave = Math.sin(x * 0.09 * freq + y * y * 0.02 + phase) * Math.sin(x * 0.031 + y * 0.7);
      const wc = wave > 0 ? pal.skyHorizon : near;
      const wm = Math.abs(wave) * 0.12;
      let r = base[0] + (wc[0] - base[0]) * wm;
      let g = base[1] + (wc[1] - base[1]) * wm;
      let b = base[2] + (wc[2] - base[2]) * wm;
      const dx = Math.abs(x + 0.5 - sx) / bandW;
      if (dx < 1) {
        // sun reflection
        const shimmer = 0.5 + 0.5 * Math.sin(y * 1.7 + x * 0.15 + phase);
        const m = (1 - dx * dx) * shimmer * 0.55 * (1 - t * 0.4);
        r += (pal.sun[0] - r) * m;
        g += (pal.sun[1] - g) * m;
        b += (pal.sun[2] - b) * m;
      }
      c.r[o + x] = r;
      c.g[o + x] = g;
      c.b[o + x] = b;
    }
  }
  // shore on one side in the foreground
  if (rnd() < 0.7) {
    const leftSide = rnd() < 0.5;
    const n = noise1D(rnd, W, 2, 3, 0.4);
    const col = pal.hill(1);
    const startY = H - range(rnd, 18, 40);
    const reach = range(rnd, 0.3, 0.55) * W;
    for (let x = 0; x < W; x++) {
      const u = leftSide ? x : W - 1 - x;
      if (u > reach + 20) continue;
      const ry = startY + Math.pow(clamp01(u / reach), 2) * (H - startY + 10) + n[x]! * 5;
      for (let y = Math.max(0, Math.floor(ry)); y < H; y++) {
        const cov = clamp01(y + 1 - ry);
        const f = 1 - 0.2 * clamp01((y - ry) / 30);
        blend(c, y * W + x, scale(col, f), cov);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// scene: abstract wallpaper (gradient, bokeh, flowing waves)

function paintAbstract(c: Canvas, rnd: RandomFn): void {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const h = rnd() * 360;
  const h2 = h + range(rnd, 40, 110) * (rnd() < 0.5 ? -1 : 1);
  const c1 = hsl(h, range(rnd, 0.5, 0.75), range(rnd, 0.45, 0.62));
  const c2 = hsl(h2, range(rnd, 0.5, 0.75), range(rnd, 0.6, 0.78));
  const ang = rnd() * Math.PI * 2;
  const ux = Math.cos(ang);
  const uy = Math.sin(ang);
  const span = Math.abs(ux) * W + Math.abs(uy) * H;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = clamp01(((x - W / 2) * ux + (y - H / 2) * uy) / span + 0.5);
      const s = t * t * (3 - 2 * t);
      const i = y * W + x;
      c.r[i] = lerp(c1[0], c2[0], s);
      c.g[i] = lerp(c1[1], c2[1], s);
      c.b[i] = lerp(c1[2], c2[2], s);
    }
  }

  // big soft colour blobs
  const blobs = randInt(rnd, 2, 4);
  for (let k = 0; k < blobs; k++) {
    const r = range(rnd, 40, 90);
    softEllipse(c, range(rnd, 0, W), range(rnd, 0, H), r, r * range(rnd, 0.6, 1), hsl(h + range(rnd, -60, 60), 0.7, range(rnd, 0.5, 0.8)), range(rnd, 0.25, 0.5), 0);
  }

  // flowing wave bands from the bottom
  const bands = randInt(rnd, 2, 4);
  for (let k = 0; k < bands; k++) {
    const baseY = H * (0.45 + (k / bands) * 0.45) + range(rnd, -8, 8);
    const a1 = range(rnd, 6, 18);
    const f1 = range(rnd, 0.008, 0.025);
    const p1 = rnd() * 6.28;
    const a2 = range(rnd, 2, 7);
    const f2 = range(rnd, 0.03, 0.06);
    const p2 = rnd() * 6.28;
    const col = hsl(h + range(rnd, -40, 40) + k * 15, range(rnd, 0.4, 0.7), range(rnd, 0.35, 0.8));
    const alpha = range(rnd, 0.3, 0.55);
    const edge = mix(col, [255, 255, 255], 0.6);
    for (let x = 0; x < W; x++) {
      const ry = baseY + a1 * Math.sin(x * f1 + p1) + a2 * Math.sin(x * f2 + p2);
      for (let y = Math.max(0, Math.floor(ry) - 1); y < H; y++) {
        const cov = clamp01(y + 1 - ry);
        const i = y * W + x;
        blend(c, i, col, cov * alpha * (1 - 0.35 * clamp01((y - ry) / 60)));
        const e = 1 - Math.abs(y + 0.5 - ry) / 1.2;
        if (e > 0) blend(c, i, edge, e * 0.35);
      }
    }
  }

  // bokeh circles
  const dots = randInt(rnd, 6, 16);
  for (let k = 0; k < dots; k++) {
    const r = range(rnd, 4, 22);
    const col: RGB = rnd() < 0.6 ? [255, 255, 255] : hsl(h2 + range(rnd, -30, 30), 0.8, 0.85);
    softEllipse(c, range(rnd, 0, W), range(rnd, 0, H), r, r, col, range(rnd, 0.1, 0.3), 0.8);
  }

  // a few outlined geometric accents
  const rings = randInt(rnd, 0, 3);
  for (let k = 0; k < rings; k++) {
    const cx = range(rnd, 0, W);
    const cy = range(rnd, 0, H);
    const r = range(rnd, 8, 30);
    const x0 = Math.max(0, Math.floor(cx - r - 2));
    const x1 = Math.min(W - 1, Math.ceil(cx + r + 2));
    const y0 = Math.max(0, Math.floor(cy - r - 2));
    const y1 = Math.min(H - 1, Math.ceil(cy + r + 2));
    const a = range(rnd, 0.25, 0.5);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = Math.abs(Math.hypot(x + 0.5 - cx, y + 0.5 - cy) - r);
        const cov = clamp01(1.2 - d);
        if (cov > 0) blend(c, y * W + x, [255, 255, 255], cov * a);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// final pass: light grain + soft vignette → RGB bytes

function finish(c: Canvas, rnd: RandomFn): Buffer {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const out = Buffer.alloc(W * H * 3);
  const grain = range(rnd, 1.5, 3.5);
  const vig = range(rnd, 0.1, 0.2);
  // grain from a cheap integer hash seeded once, to avoid 48k calls to rnd()
  let s = ((rnd() * 4294967296) >>> 0) | 1;
  for (let y = 0; y < H; y++) {
    const vy = (y + 0.5) / H - 0.5;
    for (let x = 0; x < W; x++) {
      const vx = (x + 0.5) / W - 0.5;
      const v = 1 - vig * smoothstep(0.15, 0.55, vx * vx + vy * vy) * 2;
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      const nz = ((s >>> 0) / 4294967296 - 0.5) * 2 * grain;
      const i = y * W + x;
      const o = i * 3;
      out[o] = clampByte(c.r[i]! * v + nz);
      out[o + 1] = clampByte(c.g[i]! * v + nz);
      out[o + 2] = clampByte(c.b[i]! * v + nz);
    }
  }
  return out;
}

function clampByte(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : (v + 0.5) | 0;
}
