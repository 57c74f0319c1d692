import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import type { ShippingAddress } from '../../src/providers/print';
import type { TestClient } from './factories';

/** An 8.5 in square page with 0.125 in bleed: what the print lab wants of every interior page. */
export const PAGE_PT = 630;
export const TRIM_PT = 612;

export const US_ADDRESS: ShippingAddress = {
  name: 'Grandma Rose',
  street1: '101 Independence Ave SE',
  city: 'Washington',
  stateCode: 'DC',
  postcode: '20540',
  countryCode: 'US',
  phoneNumber: '+1 206 555 0100',
};

async function square(pixels: number) {
  return sharp({
    create: { width: pixels, height: pixels, channels: 3, background: '#3a4cc0' },
  })
    .png()
    .toBuffer();
}

/**
 * An interior as the print files should be (defaults), or broken on purpose: other page size,
 * no TrimBox, a font left out, a picture too coarse for its printed size.
 */
export async function interiorPdf(
  options: {
    pages?: number;
    width?: number;
    height?: number;
    trimBox?: boolean;
    unembeddedFont?: boolean;
    lowResolutionImage?: boolean;
  } = {},
) {
  const { pages = 24, width = PAGE_PT, height = PAGE_PT, trimBox = true } = options;
  const doc = await PDFDocument.create();
  // 300 px drawn 1 in wide is 300 ppi; 100 px across the whole page is about 12.
  const image = await doc.embedPng(await square(options.lowResolutionImage ? 100 : 300));
  const font = options.unembeddedFont ? await doc.embedFont(StandardFonts.Helvetica) : undefined;
  for (let i = 0; i < pages; i += 1) {
    const page = doc.addPage([width, height]);
    page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.95, 0.92, 0.85) });
    if (trimBox) page.setTrimBox(9, 9, TRIM_PT, TRIM_PT);
    const side = options.lowResolutionImage ? TRIM_PT : 72;
    page.drawImage(image, { x: 9, y: 9, width: side, height: side });
    if (font) page.drawText(`Page ${i + 1}`, { x: 60, y: 60, size: 14, font });
  }
  return Buffer.from(await doc.save());
}

/** A one-page cover sheet of the given size (a casewrap cover for 24 pages is 1350 × 720 pt). */
export async function coverPdf(width = 1350, height = 720) {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(await square(300));
  const page = doc.addPage([width, height]);
  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.2, 0.25, 0.6) });
  page.drawImage(image, { x: 100, y: 100, width: 72, height: 72 });
  return Buffer.from(await doc.save());
}

async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Serves PDFs on 127.0.0.1 as our signed file links would: GET /<name> → the bytes. */
export async function startFileServer() {
  const files = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const file = files.get(request.url ?? '');
    if (!file) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': file.length });
    response.end(file);
  });
  const { base, close } = await listen(server);
  return {
    /** Publishes the bytes and answers their URL. */
    put(name: string, data: Buffer) {
      files.set(`/${name}`, data);
      return `${base}/${name}`;
    },
    url: (name: string) => `${base}/${name}`,
    close,
  };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
}

/** A webhook endpoint on 127.0.0.1 that keeps every delivery's raw bytes and headers. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, rawBody: Buffer.concat(chunks) });
      response.writeHead(200).end('ok');
    });
  });
  const { base, close } = await listen(server);
  return { url: `${base}/hooks/print`, received, close };
}

/**
 * A browser-like client signed in to the print lab's page as its operator, with the token the
 * server keeps in DATA_DIR/print-lab-token (as an operator reads it).
 */
export async function operatorClient(t: { client: () => TestClient; config: { dataDir: string } }) {
  const client = t.client();
  const token = readFileSync(join(t.config.dataDir, 'print-lab-token'), 'utf8').trim();
  const res = await client.request({
    method: 'POST',
    url: '/print-lab/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
    csrf: false,
  });
  if (res.status !== 303) throw new Error(`operator sign-in answered ${res.status}`);
  return client;
}
