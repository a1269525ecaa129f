/** The brands area: brands, product lines, products, departments, books. */
export { bookFeeder } from './books/book.feeder';
export { departmentFeeder } from './departments/department.feeder';
export { departmentRoutes } from './departments/department.routes';
export { productFeeder } from './products/product.feeder';
export { productLineFeeder } from './products/product-line.feeder';
