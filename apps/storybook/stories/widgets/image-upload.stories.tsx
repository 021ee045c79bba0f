import { ImageUpload, type ImageUploadProps } from '@pmc/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { failing, upload } from '../fixtures.ts';

const pixel =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="80" height="80"%3E%3Crect width="80" height="80" fill="%231890ff"/%3E%3C/svg%3E';

function Images(props: ImageUploadProps) {
  const [images, setImages] = useState(props.value);
  return <ImageUpload {...props} value={images} onChange={setImages} />;
}

const meta = {
  title: 'widgets/ImageUpload',
  component: ImageUpload,
  args: { value: [], onChange: () => {}, upload, limit: 3 },
  render: (args) => <Images {...args} />,
} satisfies Meta<typeof ImageUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithImages: Story = { args: { value: [{ name: '头像.svg', fileId: 'i1', url: pixel }] } };
export const UploadError: Story = { args: { upload: failing } };
export const Disabled: Story = {
  args: { disabled: true, value: [{ name: '头像.svg', fileId: 'i1', url: pixel }] },
};
