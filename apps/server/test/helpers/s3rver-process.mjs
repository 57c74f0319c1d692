// Runs s3rver for the S3 tests (test/helpers/s3-server.ts) in a process of its own: its listing
// continuation tokens use DES, which Node's OpenSSL 3 only has with --openssl-legacy-provider.
// Prints the port as one JSON line once it listens; stops on SIGTERM.
import S3rver from 's3rver';

const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: process.argv[2],
});
// s3rver deletes a DeleteObjects batch all at once, and each delete then removes the folders it
// emptied: two in one folder race, and one fails with ENOENT (a 500 real S3 never gives). One at
// a time, as its single deletes are, it is correct.
const deleteObject = server.store.deleteObject.bind(server.store);
let deleting = Promise.resolve();
server.store.deleteObject = (bucket, key) => {
  const next = deleting.then(() => deleteObject(bucket, key));
  deleting = next.catch(() => {});
  return next;
};
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
