import { getInfoList, getSubspecialties } from '@portal/api/calls/info';
import { screen } from '@testing-library/react';
import { makeInfoItem, renderAt } from '../../../testing/render';
import { InfoListPage } from '../info-list-page';

jest.mock('@portal/api/calls/info', () => ({
  getInfoList: jest.fn(),
  getInfoDetail: jest.fn(),
  getSubspecialties: jest.fn(),
}));
jest.mock('../../../build-label', () => ({ BUILD_LABEL: 'v2-canary' }));

it('a labelled build shows its 版本 tag on the list page', async () => {
  const page = { pageNo: 1, pageSize: 20, totalPage: 1, totalCount: 1 };
  jest.mocked(getInfoList).mockResolvedValue({ code: 1, list: [makeInfoItem()], page });
  jest.mocked(getSubspecialties).mockResolvedValue({ code: 1, list: [], page });
  renderAt('/info', <InfoListPage />);
  expect(screen.getByText('版本 v2-canary')).toHaveAttribute('data-build', 'v2-canary');
  await screen.findAllByRole('listitem');
});
