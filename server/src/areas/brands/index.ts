/** The brands area: brands, product lines, products, departments, books. */

export { bookFeeder } from './books/book.feeder';
export { booksSeeder } from './books/books.seeder';
export { bookTables } from './books/migration';
export type { BookTables } from './books/schema';
export { brandsArea } from './brands.area';
export { departmentFeeder } from './departments/department.feeder';
export { departmentRoutes } from './departments/department.routes';
export { departmentsSeeder } from './departments/departments.seeder';
export { departmentTables } from './departments/migration';
export type { DepartmentTables } from './departments/schema';
export { productLineTables } from './products/migration';
export { productFeeder } from './products/product.feeder';
export { productLineFeeder } from './products/product-line.feeder';
export { productLinesSeeder } from './products/product-lines.seeder';
export type { ProductLineTables } from './products/schema';
