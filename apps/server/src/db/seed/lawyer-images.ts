/**
 * Placeholder scans for the demo applications: a practice licence and the two ID card sides, drawn as
 * simple card layouts (coloured header, photo box, lines standing for text). Made once, at the first
 * seed; pngjs is loaded only then.
 */
type Rgb = [number, number, number];

interface Card {
  header: Rgb;
  background: Rgb;
  /** Photo box on the left (licence, ID front) or an emblem circle (ID back). */
  figure: 'photo' | 'emblem' | 'none';
  lines: number;
}

const CARDS: Record<'licence' | 'idFront' | 'idBack', Card> = {
  licence: { header: [178, 34, 34], background: [250, 246, 238], figure: 'photo', lines: 6 },
  idFront: { header: [70, 130, 180], background: [236, 243, 250], figure: 'photo', lines: 5 },
  idBack: { header: [196, 60, 60], background: [244, 240, 232], figure: 'emblem', lines: 3 },
};

const WIDTH = 640;
const HEIGHT = 400;

function draw(card: Card): Buffer {
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    const i = (y * WIDTH + x) * 3;
    data[i] = r;
    data[i + 1] = g;
    data[i + 2] = b;
  };
  const rect = (x0: number, y0: number, w: number, h: number, color: Rgb) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) set(x, y, color);
  };
  rect(0, 0, WIDTH, HEIGHT, card.background);
  // Border and header band.
  rect(0, 0, WIDTH, 6, card.header);
  rect(0, HEIGHT - 6, WIDTH, 6, card.header);
  rect(0, 0, 6, HEIGHT, card.header);
  rect(WIDTH - 6, 0, 6, HEIGHT, card.header);
  rect(6, 6, WIDTH - 12, 56, card.header);
  rect(WIDTH / 2 - 120, 24, 240, 16, [255, 255, 255]);
  const textLeft = card.figure === 'photo' ? 230 : 60;
  if (card.figure === 'photo') {
    rect(48, 100, 150, 190, [210, 214, 220]);
    // Head and shoulders.
    for (let y = 100; y < 290; y++) {
      for (let x = 48; x < 198; x++) {
        const head = (x - 123) ** 2 + (y - 165) ** 2 < 38 ** 2;
        const body = (x - 123) ** 2 / 70 ** 2 + (y - 290) ** 2 / 80 ** 2 < 1;
        if (head || body) set(x, y, [150, 158, 170]);
      }
    }
  } else if (card.figure === 'emblem') {
    for (let y = 90; y < 250; y++) {
      for (let x = 60; x < 220; x++) {
        const d = Math.hypot(x - 140, y - 170);
        if (d < 70) set(x, y, d > 60 ? [200, 160, 40] : [210, 60, 50]);
      }
    }
  }
  for (let i = 0; i < card.lines; i++) {
    const y = 110 + i * 38;
    const left = card.figure === 'emblem' ? 250 : textLeft;
    rect(left, y, 80, 14, [120, 120, 130]);
    rect(left + 100, y, WIDTH - left - 150 - (i % 3) * 60, 14, [70, 70, 80]);
  }
  return data;
}

export async function lawyerDemoImages(): Promise<Record<keyof typeof CARDS, Buffer>> {
  const { PNG } = await import('pngjs');
  const encode = (card: Card) => {
    const png = new PNG({ width: WIDTH, height: HEIGHT, colorType: 2, inputColorType: 2, inputHasAlpha: false });
    png.data = draw(card);
    return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false, deflateLevel: 6 });
  };
  return { licence: encode(CARDS.licence), idFront: encode(CARDS.idFront), idBack: encode(CARDS.idBack) };
}
