/**
 * The state an `Actions/State` call asks for: the one sent, or the other one when none was sent (the
 * old toggle, kept for clients that send nothing). Sending it means a stale switch cannot flip a record
 * the wrong way.
 */
export function nextEnabledMark(sent: 0 | 1 | undefined, current: number): 0 | 1 {
  if (sent !== undefined) return sent;
  return current === 1 ? 0 : 1;
}
