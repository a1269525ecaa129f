import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@portal/query';
import { render, screen } from '@testing-library/react';

function Greeting() {
  const { data } = useQuery(queryOptions({ queryKey: ['greeting'], queryFn: async () => '你好' }));
  return <p>{data ?? '…'}</p>;
}

test('queries read through the one client provided above them', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Greeting />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('你好')).toBeInTheDocument();
  expect(client.getQueryData(['greeting'])).toBe('你好');
});
