/**
 * WCAG 2 contrast helpers for the theme: the brand colour (#409EFF by default, user-selectable) is a fill colour;
 * as text on white it reaches only 2.8:1, so text and links use a darker shade of it that reaches 4.5:1.
 */

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const hexDigits = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!hexDigits) return null;
  const digits = hexDigits.length === 3 ? [...hexDigits].map((d) => d + d).join('') : hexDigits;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const rgb = parseHex(hex);
    return rgb ? luminance(rgb) : 0;
  };
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/**
 * The lightest shade of `color` (mixed towards black in 2 % steps) whose contrast against each of `backgrounds`
 * is at least `ratio`. A colour that already passes is returned unchanged; an unparsable one as is.
 */
export function readableShade(color: string, backgrounds: readonly string[] = ['#ffffff'], ratio = 4.5): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  for (let step = 0; step <= 50; step += 1) {
    const shade = toHex(rgb.map((v) => v * (1 - step / 50)) as Rgb);
    if (backgrounds.every((bg) => contrastRatio(shade, bg) >= ratio)) return shade;
  }
  return '#000000';
}
