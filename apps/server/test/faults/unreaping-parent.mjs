/**
 * A parent that starts a command and then, for `seconds`, never reaps it: its event loop is held,
 * so a child killed meanwhile stays a zombie, as a busy or slow supervisor leaves one.
 * Usage: node unreaping-parent.mjs <seconds> <command> [args…]
 */
import { spawn } from 'node:child_process';
import { setTimeout } from 'node:timers';

const [seconds, command, ...args] = process.argv.slice(2);
spawn(command, args, { stdio: 'inherit' });
// Let the spawn go out, then hold the loop: no SIGCHLD is handled, no waitpid is called.
setTimeout(() => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(seconds) * 1000);
}, 100);
