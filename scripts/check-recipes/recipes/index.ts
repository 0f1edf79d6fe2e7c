// Every recipe, in the order of the table.
import type { Recipe } from '../recipe'
import { api } from './api'
import { nativeGulp } from './nativeGulp'
import { taroVite, taroWebpack } from './taro'
import { taroViteV4 } from './taroViteV4'
import { taroWebpackV4 } from './taroWebpackV4'
import { uniAppVite } from './uniAppVite'
import { nativeWeappVite } from './nativeWeappVite'
import { weappVite } from './weappVite'

export const RECIPES: Recipe[] = [uniAppVite, taroWebpack, taroVite, taroWebpackV4, taroViteV4, weappVite, nativeWeappVite, nativeGulp, api]
