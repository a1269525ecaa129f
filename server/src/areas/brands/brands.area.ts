import type { AreaDefinition } from '../../area';
import { named } from '../../lib/plugin-name';
import { brandActivityRoutes } from './activities/brand-activities.routes';
import { brandAdminRoutes } from './admin/brand-admin.routes';
import { bookFeeder } from './books/book.feeder';
import { booksSeeder } from './books/books.seeder';
import { BRANDS_READERS } from './brands.readers';
import { departmentFeeder } from './departments/department.feeder';
import { departmentRoutes } from './departments/department.routes';
import { departmentsSeeder } from './departments/departments.seeder';
import { leadRoutes } from './leads/leads.routes';
import { brandMembersSeeder } from './members/members.seeder';
import { productMentionRoutes } from './mentions/product-mentions.routes';
import { brandPageRoutes } from './products/brand-pages.routes';
import { brandPagesSeeder } from './products/brand-pages.seeder';
import { productFeeder } from './products/product.feeder';
import { productLineFeeder } from './products/product-line.feeder';
import { productLinesSeeder } from './products/product-lines.seeder';
import { createBrandRepositories } from './repositories';

/** The brands area: brands, product lines, products, departments, books. */
export const brandsArea: AreaDefinition = {
  name: 'brands',
  async plugin(app, settings) {
    const options = { ...settings, repos: createBrandRepositories(app.db) };
    await app.register(named(departmentRoutes), settings);
    await app.register(named(brandPageRoutes), options);
    await app.register(named(brandActivityRoutes), options);
    await app.register(named(leadRoutes), options);
    await app.register(named(brandAdminRoutes), options);
    await app.register(named(productMentionRoutes), options);
  },
  feeders: [bookFeeder, departmentFeeder, productFeeder, productLineFeeder],
  seeders: [booksSeeder, departmentsSeeder, productLinesSeeder, brandPagesSeeder, brandMembersSeeder],
  readers: BRANDS_READERS,
};
