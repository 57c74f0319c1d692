import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { TestClient } from './factories';
import { fetchFile, waitForNarration } from './stories';
import type { TestApp } from './test-app';

/** The app listening on a local port: a stream is read as it arrives, as a browser reads it. */
export async function listen(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export interface OpenedStream {
  status: number;
  headers: IncomingMessage['headers'];
  /** Milliseconds from the request to the first body byte (undefined without a body). */
  firstByteMs?: number;
  /** Every body byte once the stream has ended (or was cut). */
  body: Promise<Buffer>;
  /** Resolves with the first body bytes. */
  first: Promise<Buffer>;
  /** Hangs up, as a listener closing the page does. */
  hangUp(): void;
}

/** GET `path` with the client's session, over a real socket. */
export function openStream(baseUrl: string, client: TestClient, path: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const started = performance.now();
  return new Promise<OpenedStream>((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      { headers: { cookie, 'sec-fetch-site': 'same-origin' } },
      (res) => {
        const parts: Buffer[] = [];
        let resolveFirst: (b: Buffer) => void = () => {};
        const first = new Promise<Buffer>((r) => (resolveFirst = r));
        const opened: OpenedStream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          first,
          body: new Promise<Buffer>((done) => {
            res.on('end', () => done(Buffer.concat(parts)));
            res.on('close', () => done(Buffer.concat(parts)));
            res.on('error', () => done(Buffer.concat(parts)));
          }),
          hangUp: () => req.destroy(),
        };
        res.on('data', (chunk: Buffer) => {
          if (parts.length === 0) {
            opened.firstByteMs = performance.now() - started;
            resolveFirst(chunk);
          }
          parts.push(chunk);
        });
        resolve(opened);
      },
    );
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    req.end();
  });
}

/**
 * Claims a narration (`claimPath`: getAudioUrl, maybe with ?retry=true) and opens its stream at
 * the same moment, as a player may; then checks the claim was taken, the stream answered, and
 * what it streamed is byte for byte the file the narration became.
 */
export async function claimAndExpectStreamIsTheFile(
  baseUrl: string,
  client: TestClient,
  storyId: string,
  claimPath: string,
) {
  const [claim, stream] = await Promise.all([
    client.get(claimPath),
    openStream(baseUrl, client, `/api/narrationStream/${storyId}`),
  ]);
  expect(claim.body).toEqual({ status: 'running' });
  expect(stream.status).toBe(200);
  const streamed = await stream.body;
  const done = await waitForNarration(client, storyId);
  expect(done.status).toBe('completed');
  expect(streamed.equals((await fetchFile(client, done.audioUrl as string)).raw.rawPayload)).toBe(
    true,
  );
}
