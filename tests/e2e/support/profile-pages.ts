/** Page models of the profile screens: role and label locators only. */
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';

export function profilePage(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  return {
    tabs: page.getByRole('tablist', { name: 'Profile sections' }),
    tab(name: string): Locator {
      return page.getByRole('tab', { name, exact: true });
    },
    name: page.getByRole('heading', { level: 1 }),
    editButton: page.getByRole('button', { name: 'Edit profile' }),
    dialog,
    dialogTab(name: string): Locator {
      return dialog.getByRole('tab', { name, exact: true });
    },
    timeline(name: 'Career Tree' | 'Education and Learning'): Locator {
      return page.getByRole('list', { name });
    },
    entry(title: string): Locator {
      return page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
    },
  };
}

/** A dialog's form field by its label. */
export function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/** `count` words of text. */
export function words(count: number): string {
  return Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real `size`×`size` PNG (a teal square), made here rather than read from disk. */
export function makePng(size = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [15, 118, 110]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
