import { infoEndpoints } from '@portal/api/endpoints/info';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen } from '@testing-library/react';
import { makeInfoItem } from '../../../testing/fixtures';
import { InfoListPage } from '../info-list-page';

const api = fakeApi();

jest.mock('../../../build-label', () => ({ BUILD_LABEL: 'v2-canary' }));

it('a labelled build shows its 版本 tag on the list page', async () => {
  const page = { pageNo: 1, pageSize: 20, totalPage: 1, totalCount: 1 };
  api.on(infoEndpoints.list, { code: 1, list: [makeInfoItem()], page });
  api.on(infoEndpoints.subspecialties, { code: 1, list: [], page });
  renderAt('/info', <InfoListPage />);
  expect(screen.getByText('版本 v2-canary')).toHaveAttribute('data-build', 'v2-canary');
  await screen.findAllByRole('listitem');
});
