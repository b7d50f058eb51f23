import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/render-page';
import { serveAreaTree } from '@/test/area-tree-fixture';
import RegisterModal, { toProvinceCity } from './register-modal';

afterEach(() => vi.unstubAllGlobals());

const dicts = [
  { dictType: 'system_user_sex', value: '1', label: '男' },
  { dictType: 'system_user_sex', value: '2', label: '女' },
  { dictType: 'lawyer_specialty', value: 'ip', label: '知识产权' },
];

describe('代为登记', () => {
  it('sends the region picked as province and city names, a municipality by its full name', async () => {
    const created: unknown[] = [];
    serveAreaTree({
      '/audit/lawyer/upload': () => ({ url: '/admin-api/infra/file/0/get/scan.png' }),
      '/audit/lawyer/create': (init) => {
        created.push(JSON.parse(init?.body as string));
        return 7;
      },
    });
    const onClose = vi.fn();
    renderPage(<RegisterModal onClose={onClose} />, { permissions: ['audit:lawyer:create'], dicts });
    const form = await screen.findByRole('dialog');
    const field = (label: string) => within(form).getByLabelText(label);
    await userEvent.type(field('姓名'), '周律师');
    await userEvent.type(field('手机号'), '13912345678');
    await userEvent.type(field('身份证号'), '11010519491231002X');
    await userEvent.type(field('执业证号'), '11101201512345678');
    await userEvent.type(field('执业起始年份'), '2015');
    await userEvent.type(field('律师事务所'), '北京登记律师事务所');

    // The region: 北京市 → 海淀区, found by typing part of the district's name.
    await userEvent.type(field('执业地区'), '海淀');
    await userEvent.click(await screen.findByText('海淀', { exact: false, selector: '.ant-cascader-menu-item *' }));
    expect(within(form).getByTitle('北京市 / 海淀区')).toBeTruthy();

    await userEvent.click(field('专业领域'));
    await userEvent.click(await screen.findByTitle('知识产权'));
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'scan.png', { type: 'image/png' });
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type=file]')) fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(form.querySelectorAll('.lawyer-upload-cell img')).toHaveLength(3));

    await userEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ province: '北京市', city: '海淀区', lawFirm: '北京登记律师事务所' });
    expect(created[0]).not.toHaveProperty('region');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The toast is shown once antd's message module has loaded: awaited, so nothing runs after the test ends.
    expect(await screen.findByText('登记成功，申请已进入待审核队列', {}, { timeout: 15_000 })).toBeTruthy();
  }, 60_000);

  it('asks for the region before anything is sent', async () => {
    serveAreaTree();
    renderPage(<RegisterModal onClose={() => {}} />, { permissions: ['audit:lawyer:create'], dicts });
    const form = await screen.findByRole('dialog');
    await userEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    expect(await within(form).findByText('执业地区不能为空')).toBeTruthy();
  });

  it('stores a province without cities in the tree (台湾省) as its own city', () => {
    expect(toProvinceCity(['台湾省'])).toEqual({ province: '台湾省', city: '台湾省' });
    expect(toProvinceCity(['广东省', '深圳市'])).toEqual({ province: '广东省', city: '深圳市' });
  });
});
