/**
 * Response header of every signed-in request's answer: the server's idle limit (SESSION_IDLE_MINUTES)
 * in seconds, counted from that request, so the app can warn before the session ends.
 */
export const SESSION_IDLE_HEADER = 'x-session-idle-seconds';
