/**
 * The products a question or an answer mentions (migration 036-product-mentions, `./migration.ts`):
 * the question page's 相关器械, and the 问答 of a product page's 临床应用. `qa_type` is 'Q' (a
 * question, `qa_id` its id) or 'A' (an answer). A link is the editors' (`detected` 0: the seed's) or
 * found in what the author wrote (`detected` 1), which a new version of the text finds again. The
 * products are the brands area's, read through its readers.
 */
export interface CommunityQaProductsTable {
  qa_type: 'Q' | 'A';
  qa_id: number;
  product_id: number;
  /** the order the item names them in */
  sort: number;
  /** 1: found in the text by its name when written; 0: set by an editor */
  detected: number;
}

export type CommunityQaProductTables = {
  community_qa_products: CommunityQaProductsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends CommunityQaProductTables {}
}
