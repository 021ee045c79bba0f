/** Texts of 核验 on the three log pages: the check of that log's hash chain (zh source; en and zhtw in ../locales). */
export const verifyMessages = {
  verify: { id: 'perm.verify.verify', message: '核验' },
  verifying: { id: 'perm.verify.verifying', message: '正在核验…' },
  intact: { id: 'perm.verify.intact', message: '完整：核验至第 {n} 条（{time}）' },
  empty: { id: 'perm.verify.empty', message: '完整：尚无已封存的记录' },
  altered: { id: 'perm.verify.altered', message: '已被篡改：第 {n} 条（{time}）的内容被修改' },
  removed: { id: 'perm.verify.removed', message: '已被篡改：第 {n} 条被删除' },
  inserted: { id: 'perm.verify.inserted', message: '已被篡改：第 {n} 条（{time}）是插入的' },
  before: { id: 'perm.verify.before', message: '此前第 {n} 条及之前完整' },
  pending: { id: 'perm.verify.pending', message: '另有 {n} 条新记录正在封存（数秒内完成）' },
  checkpoint: { id: 'perm.verify.checkpoint', message: '第 {n} 条及之前已按保留期限清理' },
} as const;
