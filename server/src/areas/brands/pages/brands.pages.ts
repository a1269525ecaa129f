import { beijingDateTime, beijingParts } from '@portal/api/beijing-time';
import type { BrandActivity, BrandDetail, ProductDetail, ProductLine } from '@portal/api/contract/brand';
import type { DepartmentDetail } from '@portal/api/contract/department';
import type { BookDetail } from '@portal/api/contract/mall';
import { brandEndpoints } from '@portal/api/endpoints/brand';
import { departmentEndpoints } from '@portal/api/endpoints/department';
import { mallEndpoints } from '@portal/api/endpoints/mall';
import type { FirstQuery } from '@portal/api/first-data';
import { jumpUrl } from '@portal/api/jump-rules';
import { departmentUrl } from '@portal/api/links';
import {
  bookPage,
  brandActivityPage,
  brandPage,
  departmentPage,
  productLinePage,
  productPage,
} from '@portal/api/pages/brands';
import { bookUrl } from '@portal/api/rules/account-wallet';
import { formatYuan } from '@portal/api/rules/payments';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, isPictureAddress } from '../../../web/page-html';
import { answerOf, issuedOnce, type PageContext, type PageRenderer, type PageView } from '../../../web/pages';

/**
 * The brands area's public pages as HTML (issue 24): brand, product line, product, brand activity,
 * department and book. Their first data is the detail call the screen makes
 * (`@portal/api/pages/brands`), answered for the visitor; what is the viewer's own in it (their
 * subscription, their application to a department, whether they administer it) stays in the
 * first data for their screen and never in the text or the head.
 */

const MAX_PARAGRAPHS = 100;

/** a plain-text introduction (the screens show it with its line breaks) as paragraphs */
const paragraphsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, MAX_PARAGRAPHS);

/** the heading, a line of facts and the paragraphs, every piece escaped */
/**
 * The item's own picture in the server's text, fetched at once, a few pixels larger than the screen
 * draws it on a desktop (`PICTURE_SIZES`): the screen's same picture, painted later in its own
 * place, is then no larger a paint, and the page's largest paint is the server's, not the screen's
 * after its remote has loaded.
 */
interface LeadPicture {
  src: string;
  width: number;
  height: number;
}

/** the screen's desktop sizes, plus 4 px (a rounding the screen's paint must not win by) */
const PICTURE_SIZES = {
  /** the product page's square picture (320 × 320) */
  product: { width: 324, height: 324 },
  /** the book page's cover (240 × 320) */
  book: { width: 244, height: 324 },
  /** the brand's logo, larger than the screen's pictures of its lines and products (128 × 128) */
  brand: { width: 132, height: 132 },
} as const;

const lead = (src: string | undefined, size: { width: number; height: number }): LeadPicture | undefined =>
  src && isPictureAddress(src) ? { src, ...size } : undefined;

function mainText(
  title: string,
  facts: readonly string[],
  paragraphs: readonly string[],
  picture?: LeadPicture,
): string {
  const byline = facts.filter(Boolean).join(' · ');
  const image = picture
    ? // its box as the screen's (cropped to fill it), whatever the picture's own proportions
      `<p><img src="${escapeHtml(picture.src)}" alt="" width="${picture.width}" height="${picture.height}" fetchpriority="high" style="width:${picture.width}px;height:${picture.height}px;max-width:100%;object-fit:cover;border-radius:4px"/></p>`
    : '';
  return `<div class="portal-page-frame"><div class="portal-page-text"><h1>${escapeHtml(title)}</h1>${
    byline ? `<p>${escapeHtml(byline)}</p>` : ''
  }${image}${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</div></div>`;
}

/*
 * A page's title is its screen's document title (`<name> - 品牌 - 脑医汇`…, the apps' messages), so
 * the tab and a crawler read the same before and after the screen renders.
 */

/** the description: the item's own words, else what the page says of it */
const describe = (text: string, fallback: string) => paragraphsOf(text).join(' ') || fallback;

/** a moment as schema.org wants it, in Beijing time (the time the page shows) */
function beijingIso(ms: number): string {
  const p = beijingParts(ms);
  const seconds = String(new Date(ms).getUTCSeconds()).padStart(2, '0');
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${seconds}+08:00`;
}

const LD = { '@context': 'https://schema.org' } as const;
const brandRef = (brand: { id: number; name: string }, context: PageContext) => ({
  '@type': 'Brand',
  name: brand.name,
  url: `${context.origin}${jumpUrl({ type: 'brand', id: brand.id }) ?? ''}`,
});

function brandView(brand: BrandDetail, context: PageContext): PageView {
  const description = describe(brand.description, `${brand.name}的产品线、产品与活动`);
  const lines = brand.productLines.map((l) => l.name);
  return {
    head: {
      title: `${brand.name} - 品牌`,
      description,
      ...(brand.logo ? { image: brand.logo } : {}),
      ogType: 'website',
      jsonLd: {
        ...LD,
        '@type': 'Brand',
        name: brand.name,
        description,
        url: context.canonical,
        ...(brand.logo ? { logo: brand.logo } : {}),
      },
    },
    main: mainText(
      brand.name,
      [brand.categories.map((c) => c.name).join('、'), `产品 ${brand.products}`],
      [...paragraphsOf(brand.description), ...(lines.length ? [`产品线：${lines.join('、')}`] : [])],
      lead(brand.logo, PICTURE_SIZES.brand),
    ),
  };
}

function productLineView(line: ProductLine, context: PageContext): PageView {
  const description = describe(line.description, `${line.brand.name} ${line.name}`);
  return {
    head: {
      title: `${line.name} - 产品线`,
      description,
      ...(line.shareImage ? { image: line.shareImage } : {}),
      ogType: 'website',
      jsonLd: {
        ...LD,
        '@type': 'ProductGroup',
        name: line.name,
        productGroupID: String(line.id),
        description,
        url: context.canonical,
        brand: brandRef(line.brand, context),
        ...(line.shareImage ? { image: line.shareImage } : {}),
      },
    },
    main: mainText(line.name, [line.brand.name, `产品 ${line.products}`], paragraphsOf(line.description)),
  };
}

function productView(product: ProductDetail, context: PageContext): PageView {
  const description = describe(product.description, product.name);
  const images = [product.image, ...product.pictures].filter(Boolean);
  return {
    head: {
      title: `${product.name} - 产品`,
      description,
      ...(images[0] ? { image: images[0] } : {}),
      ogType: 'website',
      jsonLd: {
        ...LD,
        '@type': 'Product',
        name: product.name,
        description,
        url: context.canonical,
        ...(images.length ? { image: images } : {}),
        ...(product.brand ? { brand: brandRef(product.brand, context) } : {}),
        ...(product.category ? { category: product.category } : {}),
        ...(product.specs.length
          ? {
              additionalProperty: product.specs.map((s) => ({
                '@type': 'PropertyValue',
                name: s.name,
                value: s.value,
              })),
            }
          : {}),
      },
    },
    main: mainText(
      product.name,
      [product.brand?.name ?? '', product.brandProductLine?.name ?? '', product.category],
      [...product.specs.map((s) => `${s.name}：${s.value}`), ...paragraphsOf(product.description)],
      lead(images[0], PICTURE_SIZES.product),
    ),
  };
}

function activityView(activity: BrandActivity, context: PageContext): PageView {
  const when = `${beijingDateTime(activity.startTime)} ~ ${beijingDateTime(activity.endTime)}`;
  const description = describe(activity.description, `${activity.brand.name} ${activity.name}`);
  const image = activity.cover || activity.shareImage;
  return {
    head: {
      title: `${activity.name} - 品牌活动`,
      description,
      ...(image ? { image } : {}),
      ogType: 'website',
      jsonLd: {
        ...LD,
        '@type': 'Event',
        name: activity.name,
        description,
        url: context.canonical,
        startDate: beijingIso(activity.startTime),
        endDate: beijingIso(activity.endTime),
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', name: activity.place, address: activity.place },
        organizer: {
          '@type': 'Organization',
          name: activity.brand.name,
          url: brandRef(activity.brand, context).url,
        },
        ...(image ? { image: [image] } : {}),
      },
    },
    main: mainText(
      activity.name,
      [activity.brand.name, when, activity.place],
      paragraphsOf(activity.description),
    ),
  };
}

function departmentView(department: DepartmentDetail, context: PageContext): PageView {
  const title = `${department.hospitalGroupName}${department.name}`;
  const description = describe(department.description, title);
  return {
    head: {
      title: `${title} - 科室`,
      description,
      ...(department.iconUrl ? { image: department.iconUrl } : {}),
      ogType: 'website',
      jsonLd: {
        ...LD,
        '@type': 'MedicalOrganization',
        name: title,
        description,
        url: context.canonical,
        ...(department.iconUrl ? { logo: department.iconUrl } : {}),
        ...(department.city
          ? { address: { '@type': 'PostalAddress', addressLocality: department.city, addressCountry: 'CN' } }
          : {}),
        parentOrganization: { '@type': 'Hospital', name: department.hospitalGroupName },
      },
    },
    main: mainText(
      title,
      [department.city, `成员 ${department.memberTotal}`],
      paragraphsOf(department.description),
    ),
  };
}

function bookView(book: BookDetail, context: PageContext): PageView {
  const description = describe(book.introduction, book.name);
  const price = formatYuan(book.discountPriceFen ?? book.priceFen);
  const person = (name: string) => ({ '@type': 'Person', name });
  return {
    head: {
      title: `${book.name} - 图书`,
      description,
      ...(book.cover ? { image: book.cover } : {}),
      ogType: 'website',
      jsonLd: {
        ...LD,
        '@type': 'Book',
        name: book.name,
        description,
        url: context.canonical,
        ...(book.cover ? { image: book.cover } : {}),
        author: book.authors.map(person),
        ...(book.translators.length ? { translator: book.translators.map(person) } : {}),
        ...(book.isbn ? { isbn: book.isbn } : {}),
        ...(book.press ? { publisher: { '@type': 'Organization', name: book.press } } : {}),
        ...(book.publishYear ? { datePublished: String(book.publishYear) } : {}),
        offers: {
          '@type': 'Offer',
          price,
          priceCurrency: 'CNY',
          availability: `https://schema.org/${book.stock > 0 ? 'InStock' : 'OutOfStock'}`,
          url: context.canonical,
        },
      },
    },
    main: mainText(
      book.name,
      [
        book.authors.length ? `${book.authors.join('、')} 著` : '',
        book.translators.length ? `${book.translators.join('、')} 译` : '',
        book.press,
        `¥${price}`,
      ],
      paragraphsOf(book.introduction),
      lead(book.cover, PICTURE_SIZES.book),
    ),
  };
}

type ItemTable = 'brands' | 'product_lines' | 'products' | 'brand_activities' | 'departments' | 'books';

const goneFrom =
  (table: ItemTable, field: string) =>
  (app: FastifyInstance, first: FirstQuery): Promise<boolean> =>
    issuedOnce(app, table, Number((first.input as unknown as Record<string, unknown>)[field]));

/** the item's own address by the jump rules (its category, or '-'), whatever category it was reached under */
const categorized =
  (type: 'brand' | 'brandProductLine' | 'product' | 'brandActivity') =>
  (item: unknown): string | null => {
    const { id, categoryId } = item as { id: number; categoryId?: number | null };
    return jumpUrl({ type, id, ...(categoryId != null ? { categoryId } : {}) });
  };

export const BRANDS_PAGES: readonly PageRenderer[] = [
  {
    page: brandPage,
    // a brand is in several categories: its one address is under none ('-'), as the sitemap lists it
    canonicalPath: categorized('brand'),
    view: ([item], context) => brandView(answerOf(brandEndpoints.brand, item), context),
    gone: goneFrom('brands', 'id'),
  },
  {
    page: productLinePage,
    canonicalPath: categorized('brandProductLine'),
    view: ([item], context) => productLineView(answerOf(brandEndpoints.productLine, item), context),
    gone: goneFrom('product_lines', 'id'),
  },
  {
    page: productPage,
    canonicalPath: categorized('product'),
    view: ([item], context) => productView(answerOf(brandEndpoints.product, item), context),
    gone: goneFrom('products', 'id'),
  },
  {
    page: brandActivityPage,
    canonicalPath: categorized('brandActivity'),
    view: ([item], context) => activityView(answerOf(brandEndpoints.activity, item), context),
    gone: goneFrom('brand_activities', 'id'),
  },
  {
    page: departmentPage,
    canonicalPath: (item) => departmentUrl((item as DepartmentDetail).id),
    view: ([item], context) => departmentView(answerOf(departmentEndpoints.detail, item), context),
    gone: goneFrom('departments', 'departmentId'),
  },
  {
    page: bookPage,
    canonicalPath: (item) => bookUrl((item as BookDetail).id),
    view: ([item], context) => bookView(answerOf(mallEndpoints.book, item), context),
    gone: goneFrom('books', 'bookId'),
  },
];
