/** The three audit logs, each one hash chain. */
export const auditLogNames = ['operation', 'sign-in', 'history'] as const;
export type AuditLogName = (typeof auditLogNames)[number];

/** Where a log's entries live and which stored columns its hash covers, in a fixed order. */
export interface AuditLogTable {
  table: string;
  /** Every column an entry is written with (not the chain's own, not the generated search text). */
  columns: readonly string[];
}

export const auditLogTables: Record<AuditLogName, AuditLogTable> = {
  operation: {
    table: 'operation_logs',
    columns: [
      'id',
      'user_id',
      'account',
      'method',
      'path',
      'summary',
      'menu_code',
      'button_code',
      'result',
      'code',
      'ip',
      'duration_ms',
      'created_at',
      'detail',
    ],
  },
  'sign-in': {
    table: 'login_logs',
    columns: ['id', 'user_id', 'account', 'ip', 'success', 'message', 'created_at'],
  },
  history: {
    table: 'record_history',
    columns: [
      'id',
      'kind',
      'record_id',
      'action',
      'event',
      'organize_id',
      'user_id',
      'account',
      'ip',
      'created_at',
      'changes',
      'names',
      'snapshot',
    ],
  },
};
