import { dateRangeBounds, type ListRequest } from '@pmc/widgets/kit';

/** The list's filter as the API takes it: the created-date range as epoch bounds. */
export const toUserQuery = (q: ListRequest) => {
  const { creatorTime, ...rest } = q;
  const { start, end } = dateRangeBounds(typeof creatorTime === 'string' ? creatorTime : undefined);
  return { ...rest, startTime: start, endTime: end };
};
