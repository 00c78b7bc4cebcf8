import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CAPTCHA_UNAVAILABLE, CaptchaField } from './CaptchaField';

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  args: { onChange: fn() },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The captcha settings could not be read from the server. */
export const SettingsUnavailable: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(CAPTCHA_UNAVAILABLE)).toBeVisible();
  },
};

/** reCAPTCHA is configured but Google's script cannot load (no network here): the form says so instead of hanging. */
export const RecaptchaScriptUnavailable: Story = {
  args: { config: { provider: 'recaptcha', siteKey: 'clave-de-prueba' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(CAPTCHA_UNAVAILABLE)).toBeVisible(), { timeout: 12_000 });
  },
};
