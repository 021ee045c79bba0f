import { FileUpload, type FileUploadProps } from '@pmc/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { failing, upload } from '../fixtures.ts';

function Uploads(props: FileUploadProps) {
  const [files, setFiles] = useState(props.value);
  return <FileUpload {...props} value={files} onChange={setFiles} />;
}

const meta = {
  title: 'widgets/FileUpload',
  component: FileUpload,
  args: { value: [], onChange: () => {}, upload },
  render: (args) => <Uploads {...args} />,
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** README: up to 5 files of 10 MB, pdf and docx. */
export const Limited: Story = {
  args: {
    limit: 5,
    maxSize: { max: 10, unit: 'MB' },
    accept: '.pdf,.docx',
    value: [{ name: '章程.pdf', fileId: 'f1', url: '#f1' }],
  },
};
export const Drag: Story = { args: { drag: true } };
/** The upload fails: the error shows through `message`. */
export const UploadError: Story = { args: { upload: failing } };
export const Disabled: Story = {
  args: { disabled: true, value: [{ name: '章程.pdf', fileId: 'f1', url: '#f1' }] },
};
