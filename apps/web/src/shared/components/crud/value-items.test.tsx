import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import '@/shared/i18n/i18n';
import { UploadItem } from './value-items';

function Harness({ upload, onValues }: { upload: (file: File) => Promise<string>; onValues: (values: { cover?: string | null }) => void }) {
  const [form] = Form.useForm<{ cover?: string | null }>();
  return (
    <Form form={form} onValuesChange={(_changed, values) => onValues(values)}>
      <UploadItem name="cover" label="封面" upload={upload} />
    </Form>
  );
}

describe('UploadItem', () => {
  it('keeps the uploaded file as its URL, shows its name, and clears it when removed', async () => {
    const upload = vi.fn((file: File) => Promise.resolve(`http://files.test/2026/${file.name}`));
    const onValues = vi.fn();
    const { container } = render(<Harness upload={upload} onValues={onValues} />);
    const input = container.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['pdf'], 'manual.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ cover: 'http://files.test/2026/manual.pdf' }));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('manual.pdf')).toBeTruthy();
    // A file shown: no second upload button until it is removed.
    expect(screen.queryByRole('button', { name: /上传/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /remove|删除/i }));
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ cover: null }));
    expect(screen.getByRole('button', { name: /上传/ })).toBeTruthy();
  });
});
