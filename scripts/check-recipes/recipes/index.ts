// Every recipe, in the order of the table.
import type { Recipe } from '../recipe'
import { api } from './api'
import { nativeGulp } from './nativeGulp'
import { nativeWebpack } from './nativeWebpack'
import { nativeWeappVite } from './nativeWeappVite'
import { rsmax } from './rsmax'
import { taroVite, taroWebpack } from './taro'
import { taroViteV4 } from './taroViteV4'
import { taroWebpackV4 } from './taroWebpackV4'
import { uniAppVite } from './uniAppVite'
import { hbuilderx, mpx, uniAppWebpack, uniAppX } from './unavailable'
import { weappVite } from './weappVite'

export const RECIPES: Recipe[] = [
  uniAppVite, uniAppWebpack, hbuilderx, uniAppX,
  taroWebpack, taroVite, taroWebpackV4, taroViteV4,
  weappVite, mpx, rsmax,
  nativeGulp, nativeWebpack, nativeWeappVite, api,
]
