/**
 * The control for bench/api-reads.ts's outside runs (issue 32, docs/decisions/064): a plain
 * node:http server, no framework, no database, no log, that answers every GET with the body and
 * content type it was given (the real endpoint's own response, fetched just before). Measured with
 * the same `wrk` runs, interleaved with the real server's, it shows what the machine alone does to
 * the tail: a stall that appears here too is not the server's.
 *
 * Usage: node control-server.mjs <port> <body file> <content type>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, bodyFile, contentType] = process.argv.slice(2);
const body = readFileSync(bodyFile);
createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
