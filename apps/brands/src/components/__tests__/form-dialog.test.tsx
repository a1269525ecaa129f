import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog, type FormDialogProps } from '../form-dialog';

const texts = { cancel: '取消', submit: '提交', failed: '提交失败，请稍后重试' };

function renderDialog(props: Partial<FormDialogProps> = {}) {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  render(
    <FormDialog
      open
      onClose={onClose}
      title="反馈"
      texts={texts}
      busy={false}
      invalid={null}
      failure={null}
      onSubmit={onSubmit}
      {...props}
    >
      <label>
        内容
        <input />
      </label>
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('submits from the footer button and closes from 取消', async () => {
    const { onSubmit, onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("says the screen's own finding first, then the server's words, then the fallback", () => {
    renderDialog({ invalid: '请填写姓名', failure: new Error('今天已提交过') });
    expect(screen.getByRole('alert')).toHaveTextContent('请填写姓名');
  });

  it("says the server's message as it came", () => {
    renderDialog({ failure: new Error('今天已提交过') });
    expect(screen.getByRole('alert')).toHaveTextContent('今天已提交过');
  });

  it('says the fallback when the failure carries no words', () => {
    renderDialog({ failure: { status: 500 } });
    expect(screen.getByRole('alert')).toHaveTextContent(texts.failed);
  });

  it('shows no alert while nothing is wrong', () => {
    renderDialog();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
