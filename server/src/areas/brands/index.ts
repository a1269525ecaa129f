/** The brands area: brands, product lines, products, departments, books. */

export type { BrandActivityTables } from './activities/schema';
export { bookFeeder, yuan } from './books/book.feeder';
export { booksSeeder } from './books/books.seeder';
export { bookTables } from './books/migration';
export type { BookTables } from './books/schema';
export { brandsArea } from './brands.area';
// the area's parts of the deployed migrations, which areas/migrations.ts composes in their order
export { brandCategoryTables } from './categories/migration';
export { departmentFeeder, departmentTitle } from './departments/department.feeder';
export { departmentRoutes } from './departments/department.routes';
export { departmentsSeeder } from './departments/departments.seeder';
export { departmentTables } from './departments/migration';
export { departmentPagesMigration } from './departments/pages-migration';
export type { DepartmentTables } from './departments/schema';
export { productInterestsMigration } from './leads/migration';
export type { LeadTables } from './leads/schema';
export { bookOrdersMigration } from './mall/migration';
export type { MallTables, PhysicalOrderItemsTable, PhysicalOrdersTable } from './mall/schema';
export { productLineTables } from './products/migration';
export { brandPagesMigration } from './products/pages-migration';
export { productLineFeeder } from './products/product-line.feeder';
export { productLinesSeeder } from './products/product-lines.seeder';
export type { ProductLineTables } from './products/schema';
export { brandVideosMigration } from './videos/migration';
export type { BrandVideoTables } from './videos/schema';
