import { encodePng } from './banner-png.ts';

/** A 5 × 7 pixel font for the demo's documents: capitals, digits and a few signs (accents dropped). */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01111', '10000', '10000', '10000', '10000', '10000', '01111'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01111', '10000', '10000', '10011', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['11111', '00100', '00100', '00100', '00100', '00100', '11111'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
  '0': ['01110', '10011', '10101', '10101', '10101', '11001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  '.': ['00000', '00000', '00000', '00000', '00000', '01100', '01100'],
  '/': ['00001', '00010', '00010', '00100', '01000', '01000', '10000'],
  "'": ['00100', '00100', '01000', '00000', '00000', '00000', '00000'],
  ':': ['00000', '01100', '01100', '00000', '01100', '01100', '00000'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

type Rgb = readonly [number, number, number];

/** A picture drawn in code: rectangles, discs and text on RGB pixels. */
class Canvas {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;

  constructor(width: number, height: number, background: Rgb) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  dot(x: number, y: number, color: Rgb) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.pixels.set(color, (y * this.width + x) * 3);
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb) {
    for (let row = y; row < y + h; row += 1)
      for (let col = x; col < x + w; col += 1) this.dot(col, row, color);
  }

  disc(cx: number, cy: number, rx: number, ry: number, color: Rgb) {
    for (let y = cy - ry; y <= cy + ry; y += 1)
      for (let x = cx - rx; x <= cx + rx; x += 1)
        if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1) this.dot(x, y, color);
  }

  text(x: number, y: number, text: string, scale: number, color: Rgb) {
    const plain = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    let at = x;
    for (const character of plain) {
      const glyph = GLYPHS[character] ?? GLYPHS[' '] ?? [];
      glyph.forEach((line, row) => {
        for (let col = 0; col < line.length; col += 1)
          if (line[col] === '1') this.rect(at + col * scale, y + row * scale, scale, scale, color);
      });
      at += 6 * scale;
    }
  }

  png(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}

const INK: Rgb = [28, 36, 52];
const SKIN: Rgb = [141, 85, 54];

export type DemoPerson = { firstName: string; lastName: string; country: string; documentNumber: string };

/** The front of a demo national identity card: a coloured band, a photo, the holder's names and numbers. */
export function cardFrontPng(person: DemoPerson, band: Rgb): Buffer {
  const c = new Canvas(640, 400, [236, 240, 233]);
  c.rect(0, 0, 640, 64, band);
  c.text(24, 22, `CARTE NATIONALE D'IDENTITE - ${person.country}`, 3, [255, 255, 255]);
  c.rect(24, 96, 170, 220, [210, 218, 226]);
  c.disc(109, 170, 44, 54, SKIN);
  c.disc(109, 290, 70, 40, [60, 74, 98]);
  c.rect(24, 316, 170, 44, [236, 240, 233]);
  c.text(220, 100, 'NOM', 3, [90, 98, 110]);
  c.text(220, 128, person.lastName, 5, INK);
  c.text(220, 182, 'PRENOM', 3, [90, 98, 110]);
  c.text(220, 210, person.firstName, 5, INK);
  c.text(220, 264, `NO ${person.documentNumber}`, 3, INK);
  c.text(220, 300, 'EXPIRE LE 31/12/2030', 3, INK);
  c.rect(0, 360, 640, 40, band);
  return c.png();
}

/** The back of a demo identity card: the machine-readable lines. */
export function cardBackPng(person: DemoPerson, band: Rgb): Buffer {
  const c = new Canvas(640, 400, [228, 233, 226]);
  c.rect(0, 0, 640, 24, band);
  c.text(24, 60, 'ADRESSE : QUARTIER DEMO', 3, INK);
  c.text(24, 100, 'SIGNATURE', 3, INK);
  c.rect(24, 130, 220, 60, [250, 250, 250]);
  const mrz = `ID${person.country}${person.documentNumber}<<<<<<<<<`.slice(0, 30);
  const names = `${person.lastName}<<${person.firstName}<<<<<<<<<<<<<<<`
    .normalize('NFD')
    .replace(/[^A-Za-z<]/g, '')
    .toUpperCase()
    .slice(0, 30);
  c.rect(0, 250, 640, 150, [250, 250, 246]);
  c.text(24, 280, mrz.replace(/</g, '-'), 3, INK);
  c.text(24, 330, names.replace(/</g, '-'), 3, INK);
  return c.png();
}

/** A demo selfie: a face and shoulders on a plain wall. */
export function selfiePng(person: DemoPerson): Buffer {
  const c = new Canvas(480, 640, [214, 222, 232]);
  c.disc(240, 560, 190, 150, [46, 92, 140]);
  c.rect(205, 360, 70, 80, SKIN);
  c.disc(240, 270, 110, 140, SKIN);
  c.disc(240, 160, 112, 60, [30, 24, 22]);
  c.disc(200, 270, 12, 8, [250, 250, 250]);
  c.disc(280, 270, 12, 8, [250, 250, 250]);
  c.disc(200, 270, 5, 5, INK);
  c.disc(280, 270, 5, 5, INK);
  c.rect(215, 340, 50, 6, [110, 50, 40]);
  c.text(24, 24, person.firstName, 3, INK);
  return c.png();
}
