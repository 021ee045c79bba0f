import { Pagination, type PaginationProps } from '@pmc/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

/** Controlled in the stories by a little state, as a list page does. */
function Paged(props: PaginationProps) {
  const [page, setPage] = useState({ currentPage: props.currentPage, pageSize: props.pageSize });
  return (
    <Pagination
      {...props}
      {...page}
      onChange={(currentPage, pageSize) => setPage({ currentPage, pageSize })}
    />
  );
}

const meta = {
  title: 'widgets/Pagination',
  component: Pagination,
  render: (args) => <Paged {...args} />,
  args: { total: 1001, currentPage: 10, pageSize: 20, onChange: () => {} },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** README: the full layout (total, sizes, prev, pager, next, jumper). */
export const Full: Story = {};
/** README: `small` with `prev, pager, next`. */
export const Small: Story = { args: { small: true, layout: 'prev, pager, next', total: 90, currentPage: 1 } };
export const Empty: Story = { args: { total: 0, currentPage: 1 } };
export const Disabled: Story = { args: { disabled: true } };
export const HiddenOnSinglePage: Story = { args: { total: 12, currentPage: 1, hideOnSinglePage: true } };
/**
 * A total the server counted no further than (`capped`): "共 10,000+ 条" / "10,000+ items" in the
 * reader's number format, no last page, next offered while a full page came back.
 */
export const Capped: Story = { args: { total: 10_000, capped: true, hasNextPage: true, currentPage: 3 } };
