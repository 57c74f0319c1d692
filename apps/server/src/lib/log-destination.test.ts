import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination';

const full = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

describe('the log destination', () => {
  it('drops the lines a full disk has no room for, and says how many once there is room', () => {
    const written: string[] = [];
    let room = false;
    const destination = createLogDestination((bytes, offset) => {
      if (!room) throw full();
      written.push(bytes.subarray(offset).toString());
      return bytes.length - offset;
    });
    expect(() => destination.write('{"msg":"one"}\n')).not.toThrow();
    expect(() => destination.write('{"msg":"two"}\n')).not.toThrow();
    room = true;
    destination.write('{"msg":"three"}\n');
    expect(written).toHaveLength(2);
    expect(JSON.parse(written[0] as string)).toMatchObject({
      level: 40,
      msg: '2 log lines were dropped: there was no room to write them',
    });
    expect(written[1]).toBe('{"msg":"three"}\n');
  });

  it('writes a line written in parts whole, and waits out a full pipe', () => {
    const written: string[] = [];
    let busy = 2;
    const destination = createLogDestination((bytes, offset) => {
      if (busy-- > 0) throw Object.assign(new Error('EAGAIN'), { code: 'EAGAIN' });
      const n = Math.min(4, bytes.length - offset);
      written.push(bytes.subarray(offset, offset + n).toString());
      return n;
    });
    destination.write('{"msg":"a longer line"}\n');
    expect(written.join('')).toBe('{"msg":"a longer line"}\n');
  });

  it.skipIf(!existsSync('/dev/full'))(
    'survives /dev/full, which answers every write with ENOSPC',
    () => {
      const fd = openSync('/dev/full', 'w');
      try {
        const destination = createLogDestination((bytes, offset) => writeSync(fd, bytes, offset));
        expect(() => destination.write('{"msg":"lost"}\n')).not.toThrow();
      } finally {
        closeSync(fd);
      }
    },
  );
});
