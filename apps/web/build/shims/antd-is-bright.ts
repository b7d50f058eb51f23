// Stands in for antd/es/color-picker/components/ColorPresets where antd's button and tag styles import it only for
// `isBright` (see ../antd-slim.ts). Same rule: a mostly transparent colour is judged by its brightness over the
// background, an opaque one by its luma.
import { Color } from '@rc-component/color-picker/es/color';

interface ColorLike {
  toRgb: () => { r: number; g: number; b: number; a: number };
  toRgbString: () => string;
}

export function isBright(color: ColorLike, background: string): boolean {
  const { r, g, b, a } = color.toRgb();
  if (a <= 0.5) return new Color(color.toRgbString()).onBackground(background).toHsv().v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
}
