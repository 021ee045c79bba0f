import { describe, expect, it } from 'vitest';
import { densityKey, readDensity, writeDensity } from './density-store.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('density store', () => {
  it('remembers a density per user and table under the park_ prefix', () => {
    const storage = memoryStorage();
    writeDensity(storage, 'admin', 'system.user', 'compact');
    expect(storage.getItem('park_density_admin_system.user')).toBe('compact');
    expect(readDensity(storage, 'admin', 'system.user')).toBe('compact');
    expect(readDensity(storage, 'staff', 'system.user')).toBeUndefined();
    expect(readDensity(storage, 'admin', 'system.role')).toBeUndefined();
  });

  it('ignores a stored value that is not a density, and storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem(densityKey('admin', 't'), 'huge');
    expect(readDensity(storage, 'admin', 't')).toBeUndefined();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readDensity(refusing, 'admin', 't')).toBeUndefined();
    expect(() => writeDensity(refusing, 'admin', 't', 'medium')).not.toThrow();
  });
});
