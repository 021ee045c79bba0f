// Its own chunk: the notice formats a date (date-fns), which nothing else of the chrome or /home needs.
export { showLoginNotice } from '@pmc/layout/react';
