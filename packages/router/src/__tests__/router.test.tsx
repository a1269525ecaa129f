import { Link, MemoryRouter, Route, Routes, useLocation, useSearchParams } from '@portal/router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

function Where() {
  const location = useLocation();
  const [params] = useSearchParams();
  return (
    <output>
      {location.pathname} id={params.get('id')}
    </output>
  );
}

test('routes, links and the location hooks come from the one router', async () => {
  render(
    <MemoryRouter initialEntries={['/info']}>
      <Routes>
        <Route path="/info" element={<Link to="/info/detail?id=7">打开</Link>} />
        <Route path="/info/detail" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: '打开' }));
  expect(screen.getByRole('status')).toHaveTextContent('/info/detail id=7');
});
