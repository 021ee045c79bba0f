import { SecondFactorEnrolment } from '@pmc/layout/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { never } from '../fixtures.ts';

const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/PMC:admin?secret=JBSWY3DPEHPK3PXP&issuer=PMC&algorithm=SHA1&digits=6&period=30',
};
const recoveryCodes = [
  '7k2mq-x9v4d',
  'p3r8t-0hwze',
  'a5c7n-q2m8x',
  'w4j9e-l6t3r',
  'h8d2z-v5k1p',
  'm3x7q-c9n4b',
  'r6t1y-f2w8s',
  'e9g5u-j3h7k',
  'b2v8c-n6m4q',
  'z7x3l-d1p9w',
];

/** Turning the second factor on: intro, scan the QR code and confirm, keep the recovery codes. */
const meta = {
  title: 'layout/SecondFactorEnrolment',
  component: SecondFactorEnrolment,
  args: { setup, onConfirm: () => never(), onDone: () => {} },
} satisfies Meta<typeof SecondFactorEnrolment>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 个人信息's 两步验证 before a secret was asked for. */
export const Intro: Story = { args: { setup: null, onStart: () => never() } };
export const Scan: Story = {};
/** A code that is not six digits is refused before the app is asked. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('second-factor-code'), '12');
    await userEvent.click(canvas.getByTestId('second-factor-confirm'));
  },
};
/** Shown once, after the app accepted the code. */
export const RecoveryCodes: Story = {
  args: { onConfirm: async () => recoveryCodes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('second-factor-code'), '123456');
    await userEvent.click(canvas.getByTestId('second-factor-confirm'));
  },
};
