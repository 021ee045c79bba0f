import fs from 'node:fs';
import os from 'node:os';
import ExcelJS from 'exceljs';
import { expect, it, vi } from 'vitest';
import { xlsxLines } from './xlsx-rows.ts';

async function workbookBytes(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('导入').addRows([
    ['编码', '名称'],
    ['d1', '导入部门'],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ExcelJS and Excel write the worksheet before the shared strings and the workbook, so the streaming reader
// parks the worksheet in a temp file and reads on. On a loaded machine that file opens late; the entries
// after it were then dropped (unzipper ended its stream once its input was used up, see
// patches/unzipper@0.10.14.patch) and a valid upload was refused as unreadable.
it('reads a valid workbook whose worksheet is parked in a temp file that opens late', async () => {
  const bytes = await workbookBytes();
  const open = fs.open;
  // A slow disk: the temp file opens only after the rest of this small zip has been taken apart.
  const late = vi.spyOn(fs, 'open').mockImplementation(((...args: Parameters<typeof fs.open>) => {
    setTimeout(() => open(...args), 300);
  }) as typeof fs.open);

  const lines = [];
  for await (const line of xlsxLines(bytes)) lines.push(line);

  expect(late).toHaveBeenCalled();
  expect(lines).toEqual([
    { row: 1, cells: ['编码', '名称'] },
    { row: 2, cells: ['d1', '导入部门'] },
  ]);
});

// The reader stops after the first sheet; each read must still close and remove its temp file, or a
// long-running server collects one open descriptor and one file per import until it runs out.
it('leaves no temp file behind, also when reading stops after the first sheet', async () => {
  const bytes = await workbookBytes();
  const ours = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));
  const before = new Set(ours());
  for (let i = 0; i < 3; i++) for await (const _ of xlsxLines(bytes));
  await vi.waitFor(() => expect(ours().filter((name) => !before.has(name))).toEqual([]));
});
