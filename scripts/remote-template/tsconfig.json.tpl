{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "types": ["jest", "node"] },
  "include": ["src"]
}
