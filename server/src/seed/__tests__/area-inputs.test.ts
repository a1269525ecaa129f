import { newsScale } from '../area-inputs';

describe('area inputs', () => {
  it('scales with the news list, with a floor for small databases', () => {
    expect(newsScale(2000)).toBe(1);
    expect(newsScale(100_000)).toBe(50);
    expect(newsScale(0)).toBe(0.25);
  });
});
