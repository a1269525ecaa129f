import type { AreaDefinition } from '../../area';
import { named } from '../../lib/plugin-name';
import { bookFeeder } from './books/book.feeder';
import { booksSeeder } from './books/books.seeder';
import { BRANDS_READERS } from './brands.readers';
import { departmentFeeder } from './departments/department.feeder';
import { departmentRoutes } from './departments/department.routes';
import { departmentsSeeder } from './departments/departments.seeder';
import { brandMembersSeeder } from './members/members.seeder';
import { productLineFeeder } from './products/product-line.feeder';
import { productLinesSeeder } from './products/product-lines.seeder';

/** The brands area: brands, product lines, products, departments, books. */
export const brandsArea: AreaDefinition = {
  name: 'brands',
  async plugin(app, settings) {
    await app.register(named(departmentRoutes), settings);
  },
  feeders: [bookFeeder, departmentFeeder, productLineFeeder],
  seeders: [booksSeeder, departmentsSeeder, productLinesSeeder, brandMembersSeeder],
  readers: BRANDS_READERS,
};
