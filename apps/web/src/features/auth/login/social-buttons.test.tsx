import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/shared/i18n/i18n';
import { ApiError } from '@/shared/api/api-error';
import SocialButtons from './social-buttons';

const NOT_CONFIGURED = '未配置码云的社交客户端：请平台管理员在 系统管理 > 社交管理 > 社交客户端 中添加并启用它';

// The server's answer when the platform's client was disabled after the page listed it (code 1002018212).
vi.mock('./login-api', () => ({
  socialAuthRedirect: vi.fn(() => Promise.reject(new ApiError(1002018212, NOT_CONFIGURED, false))),
}));

describe('social sign-in buttons', () => {
  it('show in full why a platform cannot be used, and let the user try again', async () => {
    render(<SocialButtons types={[10]} redirect="/" />);
    const button = screen.getByRole('button', { name: /码云/ });
    await userEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_CONFIGURED);
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
