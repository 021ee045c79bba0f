import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** The rooms of src/ each file under `room` imports from (relative imports only). */
function roomsImportedBy(room: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const dir = path.join(SRC, room);
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    if (!name.endsWith('.ts')) continue;
    const file = path.join(dir, name);
    const text = fs.readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = path.relative(SRC, path.resolve(path.dirname(file), spec as string));
      const targetRoom = target.split(path.sep)[0] ?? '';
      found.set(targetRoom, [...(found.get(targetRoom) ?? []), `${room}/${name}`]);
    }
  }
  return found;
}

describe('server rooms', () => {
  it('keeps http/ to transport: it imports no room that stands above it', () => {
    const imported = roomsImportedBy('http');
    for (const above of [
      'endpoint',
      'permissions',
      'history',
      'modules',
      'auth',
      'records',
      'lists',
      'export',
    ])
      expect(imported.get(above), `http/ imports ${above}/`).toBeUndefined();
  });

  it('keeps the endpoint pipeline above the rooms it calls', () => {
    for (const below of ['permissions', 'history', 'auth', 'records', 'lists', 'http'])
      expect(roomsImportedBy(below).get('endpoint'), `${below}/ imports endpoint/`).toBeUndefined();
  });
});
