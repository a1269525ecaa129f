import type { AreaDefinition } from '../../area';
import { named } from '../../lib/plugin-name';
import { brandActivityRoutes } from './activities/brand-activities.routes';
import { brandAdminRoutes } from './admin/brand-admin.routes';
import { bookFeeder } from './books/book.feeder';
import { booksSeeder } from './books/books.seeder';
import { BRANDS_READERS } from './brands.readers';
import { BRANDS_SITEMAP } from './brands.sitemap';
import { departmentFeeder } from './departments/department.feeder';
import { departmentRoutes } from './departments/department.routes';
import { departmentPagesSeeder } from './departments/department-pages.seeder';
import { departmentsSeeder } from './departments/departments.seeder';
import { leadRoutes } from './leads/leads.routes';
import { bookOrderRoutes } from './mall/book-orders.routes';
import { BOOK_PAYMENT_KINDS } from './mall/payment-kinds';
import { physicalOrdersRoutes } from './mall/physical-orders.routes';
import { brandMembersSeeder } from './members/members.seeder';
import { productMentionRoutes } from './mentions/product-mentions.routes';
import { BRANDS_PAGES } from './pages/brands.pages';
import { brandPageRoutes } from './products/brand-pages.routes';
import { brandPagesSeeder } from './products/brand-pages.seeder';
import { productFeeder } from './products/product.feeder';
import { productLineFeeder } from './products/product-line.feeder';
import { productLinesSeeder } from './products/product-lines.seeder';
import { createBrandRepositories } from './repositories';
import { brandVideoRoutes } from './videos/brand-videos.routes';
import { brandVideosSeeder } from './videos/brand-videos.seeder';

/** The brands area: brands, product lines, products, departments, books and their orders. */
export const brandsArea: AreaDefinition = {
  name: 'brands',
  async plugin(app, settings) {
    const options = { ...settings, repos: createBrandRepositories(app.db) };
    await app.register(named(departmentRoutes), options);
    await app.register(named(brandPageRoutes), options);
    await app.register(named(brandActivityRoutes), options);
    await app.register(named(leadRoutes), options);
    await app.register(named(brandAdminRoutes), options);
    await app.register(named(bookOrderRoutes), options);
    await app.register(named(brandVideoRoutes), options);
    await app.register(named(physicalOrdersRoutes), settings);
    await app.register(named(productMentionRoutes), options);
  },
  feeders: [bookFeeder, departmentFeeder, productFeeder, productLineFeeder],
  seeders: [
    booksSeeder,
    departmentsSeeder,
    productLinesSeeder,
    brandPagesSeeder,
    brandVideosSeeder,
    brandMembersSeeder,
    departmentPagesSeeder,
  ],
  readers: BRANDS_READERS,
  paymentKinds: BOOK_PAYMENT_KINDS,
  sitemap: BRANDS_SITEMAP,
  pages: BRANDS_PAGES,
};
