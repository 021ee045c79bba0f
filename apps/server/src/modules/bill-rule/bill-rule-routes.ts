import { type BillRule, contract } from '@pmc/api-client/contract';
import { billDatePart, formatBillNumber, nextBillNumbers } from '@pmc/validators';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { newId } from '../../db/new-id.ts';
import { billRules } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { exportStampOf } from '../../export/export-stamp.ts';
import { sendXlsx } from '../../export/send-xlsx.ts';
import { fail } from '../../http/envelope-error.ts';
import { listPage } from '../../lists/list-page.ts';
import { serverMessages } from '../../messages.ts';
import { hiddenColumns, omitColumns } from '../../permissions/hidden-columns.ts';
import { nextEnabledMark } from '../../records/enabled-state.ts';
import { assertUnique, found } from '../../records/guards.ts';
import { changedFields, nextModifyTime, updateVersioned } from '../../records/versioned-update.ts';

const api = contract.billRule;
type RuleRow = typeof billRules.$inferSelect;

function toBillRule(row: RuleRow, now: number, timeZone: string): BillRule {
  return {
    ...row,
    dateFormat: (['', 'yyyy', 'yyyyMM', 'yyyyMMdd'].includes(row.dateFormat)
      ? row.dateFormat
      : '') as BillRule['dateFormat'],
    enabledMark: row.enabledMark === 1 ? 1 : 0,
    example: nextBillNumbers(row, 1, new Date(now), timeZone)[0] ?? '',
  };
}

async function getRule(ctx: AppContext, id: string): Promise<RuleRow> {
  const [row] = await ctx.db.select().from(billRules).where(eq(billRules.id, id));
  return found(row);
}

export function registerBillRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.list, async ({ auth, query }) => {
    const hidden = await hiddenColumns(ctx.db, auth, 'system.billRule');
    const now = ctx.now();
    const page = await listPage(
      ctx.db,
      query,
      {
        from: billRules,
        columns: getTableColumns(billRules),
        keywordColumns: [billRules.fullName, billRules.enCode],
        sortable: {
          fullName: billRules.fullName,
          enCode: billRules.enCode,
          prefix: billRules.prefix,
          sortCode: billRules.sortCode,
          creatorTime: billRules.creatorTime,
          enabledMark: billRules.enabledMark,
        },
        defaultOrder: [asc(billRules.sortCode)],
        id: billRules.id,
      },
      (row) => toBillRule(row as RuleRow, now, ctx.config.timeZone),
    );
    return { ...page, list: omitColumns(page.list, hidden) as BillRule[] };
  });

  registerEndpoint(app, ctx, api.selector, async () => {
    const list = await ctx.db
      .select({ id: billRules.id, fullName: billRules.fullName, enCode: billRules.enCode })
      .from(billRules)
      .where(eq(billRules.enabledMark, 1))
      .orderBy(asc(billRules.sortCode));
    return { list };
  });

  registerEndpoint(app, ctx, api.create, async ({ body, change }) => {
    await assertUnique(ctx.db, billRules, billRules.enCode, body.enCode, billRules.id);
    const id = newId();
    await change(async (tx, history) => {
      const values = {
        id,
        ...body,
        currentNumber: body.currentNumber ?? body.startNumber - 1,
        description: body.description ?? null,
        creatorTime: ctx.now(),
      };
      await tx.insert(billRules).values(values);
      history.created('billRule', id, values);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.update, async ({ params, body, change }) => {
    const row = await getRule(ctx, params.id);
    const changes = changedFields(body);
    if (changes.enCode !== undefined)
      await assertUnique(ctx.db, billRules, billRules.enCode, changes.enCode, billRules.id, row.id);
    // The issued counter is left alone: a new start number only applies once it is ahead of it.
    await change(async (tx, history) => {
      await updateVersioned(tx, billRules, row.id, body.lastModifyTime, changes, ctx.now());
      history.updated('billRule', row.id, row, changes);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.info, async ({ params }) =>
    toBillRule(await getRule(ctx, params.id), ctx.now(), ctx.config.timeZone),
  );

  registerEndpoint(app, ctx, api.remove, async ({ params, change }) => {
    const row = await getRule(ctx, params.id);
    await change(async (tx, history) => {
      await tx.delete(billRules).where(eq(billRules.id, row.id));
      history.deleted('billRule', row.id, row);
    });
    return null;
  });

  registerEndpoint(app, ctx, api.state, async ({ params, body, change }) => {
    const row = await getRule(ctx, params.id);
    const next = nextEnabledMark(body.enabledMark, row.enabledMark);
    if (next !== row.enabledMark)
      await change(async (tx, history) => {
        await tx
          .update(billRules)
          .set({ enabledMark: next, lastModifyTime: nextModifyTime(billRules.lastModifyTime, ctx.now()) })
          .where(eq(billRules.id, row.id));
        history.updated('billRule', row.id, row, { enabledMark: next }, { action: 'state' });
      });
    return null;
  });

  registerEndpoint(app, ctx, api.export, async ({ auth, params, reply, req }) => {
    const row = toBillRule(await getRule(ctx, params.id), ctx.now(), ctx.config.timeZone);
    await sendXlsx(
      reply,
      `单据规则-${row.enCode}`,
      '单据规则',
      [
        { header: '名称', value: (r: BillRule) => r.fullName, width: 24 },
        { header: '编码', value: (r) => r.enCode },
        { header: '前缀', value: (r) => r.prefix, width: 10 },
        { header: '日期格式', value: (r) => r.dateFormat, width: 12 },
        { header: '流水位数', value: (r) => r.digit, width: 10 },
        { header: '起始值', value: (r) => r.startNumber, width: 10 },
        { header: '当前流水号', value: (r) => r.currentNumber, width: 12 },
        { header: '下一个单号', value: (r) => r.example, width: 24 },
        { header: '状态', value: (r) => (r.enabledMark === 1 ? '启用' : '禁用'), width: 8 },
      ],
      [row],
      exportStampOf(ctx, auth, req.locale),
    );
    return undefined;
  });

  // One UPDATE ... RETURNING: the row lock serialises concurrent callers, so no number repeats. The
  // serial restarts when the date part moved on since the last issue (nextBillSerial, in SQL).
  registerEndpoint(app, ctx, api.issue, async ({ params }) => {
    const enCode = params.enCode;
    const at = new Date(ctx.now());
    const part = (format: string) => billDatePart(format, at, ctx.config.timeZone);
    const datePart = sql`(case ${billRules.dateFormat} when 'yyyy' then ${part('yyyy')} when 'yyyyMM' then ${part('yyyyMM')} when 'yyyyMMdd' then ${part('yyyyMMdd')} else '' end)`;
    const [issued] = await ctx.db
      .update(billRules)
      .set({
        currentNumber: sql`case when ${billRules.serialDate} is not null and ${billRules.serialDate} <> ${datePart} then ${billRules.startNumber} else greatest(${billRules.currentNumber} + 1, ${billRules.startNumber}) end`,
        serialDate: datePart,
      })
      .where(and(eq(billRules.enCode, enCode), eq(billRules.enabledMark, 1)))
      .returning();
    if (!issued) {
      const [exists] = await ctx.db
        .select({ id: billRules.id })
        .from(billRules)
        .where(eq(billRules.enCode, enCode));
      throw exists
        ? fail(400, serverMessages.ruleDisabled, { value: enCode })
        : fail(400, serverMessages.recordNotFound);
    }
    return { billNumber: formatBillNumber(issued, issued.currentNumber, at, ctx.config.timeZone) };
  });
}
