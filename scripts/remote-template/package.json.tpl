{
  "name": "@portal/__NAME__",
  "version": "0.1.0",
  "private": true,
  "description": "Remote: __TITLE__",
  "scripts": {
    "build": "webpack --mode production",
    "dev": "webpack serve --mode development",
    "start": "webpack serve --mode development",
    "typecheck": "tsc -p tsconfig.json",
    "test": "jest"
  },
  "dependencies": {
    "@module-federation/enhanced": "2.9.2",
    "@portal/api": "workspace:*",
    "@portal/query": "workspace:*",
    "@portal/router": "workspace:*",
    "@portal/session": "workspace:*",
    "@portal/shared-ui": "workspace:*",
    "@portal/standalone": "workspace:*",
    "dayjs": "^1.11.23",
    "jotai": "~2.20.3",
    "react": "^19.3.1",
    "react-dom": "^19.3.1"
  },
  "devDependencies": {
    "@portal/testing": "workspace:*",
    "@portal/webpack-config": "workspace:*",
    "webpack": "5.111.1",
    "webpack-cli": "^6.0.0",
    "webpack-dev-server": "^5.2.7"
  }
}
